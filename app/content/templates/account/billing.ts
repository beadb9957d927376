import type { TemplatePage } from "~/lib/template-page";
import type { PaymentCardsProps } from "~/sections/kit/payment-cards";

import { accountAddresses, accountCards } from "./overview";
import { accountBrand } from "./profile";

export const billingPage = {
  path: "/account/billing",
  title: "Billing: payment cards and addresses",
  description:
    "Sample billing page of a marketplace account: saved payment cards, an add-card form that checks the number as you type, and billing addresses.",
  ...accountBrand,
} as const satisfies TemplatePage;

export const billingHead = {
  title: "Billing",
  intro: "The cards you pay with and where your invoices go.",
};

export const billingCards = {
  cards: accountCards,
  addLabel: "Add a card",
  note: "This is a sample form: the card is checked in your browser and nothing is sent anywhere. Try the test number 4242 4242 4242 4242.",
  added: "{brand} ending in {last4} added. Sample page: the number was not sent anywhere.",
} as const satisfies PaymentCardsProps;

export const billingAddresses = {
  addresses: accountAddresses,
  defaultLabel: "Invoices go here",
};
