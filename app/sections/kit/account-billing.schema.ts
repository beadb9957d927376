/**
 * What the billing page (kit/account-billing.tsx) takes from a content file: the panels'
 * headings and the add-card form's words. The cards and addresses are the account sample's
 * (content/templates/account/sample.yaml), joined at build time.
 */
import * as z from "zod/mini";

import { template, text } from "~/lib/content/vocab/fields";

import type { AccountBillingProps } from "./account-billing";
import { accountPanel } from "./account-page.schema";
import { accountSample } from "./account-sample.schema";

export const accountBillingSchema = z.strictObject({
  cards: z.strictObject({
    panel: accountPanel,
    addLabel: text(1, 40),
    note: text(1, 300),
    /** Announced once a card is added. */
    added: template(["brand", "last4"]),
  }),
  addresses: z.strictObject({
    panel: accountPanel,
    /** What the default address's tag says. */
    defaultLabel: text(1, 40),
  }),
});

/** The billing page's props: the saved cards and the addresses joined. */
export function accountBillingProps({
  cards,
  addresses,
}: z.infer<typeof accountBillingSchema>): AccountBillingProps {
  const sample = accountSample;
  return {
    cards: { ...cards, cards: sample.cards },
    addresses: { ...addresses, addresses: sample.addresses },
  };
}
