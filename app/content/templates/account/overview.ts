import type { TemplatePage } from "~/lib/template-page";
import type { AccountAddress, ProfileSummaryProps, SavedCard } from "~/sections/kit/account-cards";

import { accountOrders } from "./orders";
import { accountBrand, accountSidebar } from "./profile";

export const overviewPage = {
  path: "/account/overview",
  title: "Account overview: Loomhall",
  description:
    "Sample account dashboard of a handmade-homeware marketplace: profile completion, saved addresses, the default payment card and recent orders.",
  ...accountBrand,
} as const satisfies TemplatePage;

export const overviewHead = {
  title: "Welcome back, Maya",
  intro: "Your profile, addresses, payment card and latest orders at a glance.",
};

export const overviewProfile = {
  name: accountSidebar.user.name,
  email: accountSidebar.user.email,
  details: [
    { label: "Phone", value: "+44 20 7946 0318" },
    { label: "Shop", value: "Okafor Weaves" },
    { label: "Member since", value: "March 2023" },
  ],
  completion: 80,
  todo: ["Add a short bio to your shop page", "Turn on two-step sign-in"],
} as const satisfies ProfileSummaryProps;

/** Shared with the billing page. */
export const accountAddresses = [
  {
    id: "home",
    label: "Home",
    name: "Maya Okafor",
    lines: ["14 Larkspur Row", "Bristol BS6 5QT", "United Kingdom"],
    isDefault: true,
  },
  {
    id: "studio",
    label: "Studio",
    name: "Okafor Weaves",
    lines: ["Unit 3, Mill Yard", "Stroud GL5 3JS", "United Kingdom"],
  },
] as const satisfies readonly AccountAddress[];

/** The default payment card (the overview shows it; billing lists it first). */
export const defaultCard = {
  id: "visa",
  brand: "Visa",
  last4: "4242",
  expiry: "08/28",
  holder: "Maya Okafor",
  isDefault: true,
} as const satisfies SavedCard;

/** Shared with the billing page: saved cards, never more than the last four digits. */
export const accountCards: readonly SavedCard[] = [
  defaultCard,
  {
    id: "mastercard",
    brand: "Mastercard",
    last4: "4444",
    expiry: "03/27",
    holder: "Okafor Weaves",
  },
];

export const overviewRecent = {
  caption: "Your four latest orders",
  orders: accountOrders.slice(0, 4),
};

export const overviewLinks = {
  settings: { label: "Edit profile", href: "/account/settings" },
  billing: { label: "Manage billing", href: "/account/billing" },
  orders: { label: "All orders", href: "/account/orders" },
};
