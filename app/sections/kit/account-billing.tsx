import * as z from "zod/mini";

import { accountSample } from "~/content/templates/account/sample";
import { template, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { AddressList } from "./account-cards";
import { accountPanel, HeadedPanel } from "./account-page";
import { PaymentCards } from "./payment-cards";

/**
 * The billing page as a content file writes it: the panels' headings and the add-card form's
 * words. The cards and addresses are the account sample's (content/templates/account/
 * sample.yaml), joined at build time.
 */
export const schema = z.strictObject({
  cards: z
    .strictObject({
      panel: accountPanel,
      addLabel: text(1, 40).check(z.describe("The text of the button that adds a card")),
      note: text(1, 300).check(z.describe("Small print under the cards")),
      added: template(["brand", "last4"]).check(z.describe("Announced once a card is added")),
    })
    .check(z.describe("The saved cards panel (the cards are the account's sample data)")),
  addresses: z
    .strictObject({
      panel: accountPanel,
      defaultLabel: text(1, 40).check(z.describe("What the default address's tag says")),
    })
    .check(z.describe("The addresses panel (the addresses are the account's sample data)")),
});

/** The billing page's props: the saved cards and the addresses joined. */
export const resolve = ({ cards, addresses }: Fields<typeof schema>) => ({
  cards: { ...cards, cards: accountSample.cards },
  addresses: { ...addresses, addresses: accountSample.addresses },
});

export type AccountBillingProps = ReturnType<typeof resolve>;

/** The billing page's panels: the saved cards (with the add-card form), the addresses. */
export function AccountBilling({ cards, addresses }: AccountBillingProps) {
  const { panel: cardsPanel, ...paymentCards } = cards;
  const { panel: addressesPanel, ...addressList } = addresses;
  return (
    <div className="acct-stack">
      <HeadedPanel head={cardsPanel}>
        <PaymentCards {...paymentCards} />
      </HeadedPanel>
      <HeadedPanel head={addressesPanel}>
        <AddressList {...addressList} />
      </HeadedPanel>
    </div>
  );
}
