import * as z from "zod/mini";

import { accountSidebar } from "~/content/generated/account-sidebar";
import { accountSample } from "~/content/templates/account/sample";
import { labelledValue, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { AddressList, PaymentCardTile, ProfileSummary, type SavedCard } from "./account-cards";
import { accountPanel, HeadedPanel } from "./account-page";
import { OrderTable } from "./order-table";

/**
 * The account overview as a content file writes it: each panel's heading, the profile's details,
 * and how many of the latest orders to show. The person's name and e-mail are the account
 * sidebar's (content/templates/account/sidebar.yaml); the addresses, the default card and the
 * orders are the account sample's (content/templates/account/sample.yaml), joined at build time.
 */
export const schema = z.strictObject({
  profile: z
    .strictObject({
      panel: accountPanel,
      details: z.array(labelledValue(40, 80)).check(z.describe("The profile's details")),
      completion: z
        .number("write a whole percentage")
        .check(
          z.int(),
          z.gte(0),
          z.lte(100),
          z.describe("How complete the profile is, in percent"),
        ),
      todo: z
        .array(text(1, 120).check(z.describe("One thing to do")))
        .check(z.describe("What is left to fill in, a line each")),
    })
    .check(z.describe("The profile panel: details, completion and what is left to do")),
  addresses: z.strictObject({ panel: accountPanel }).check(z.describe("The addresses panel")),
  card: z.strictObject({ panel: accountPanel }).check(z.describe("The default card's panel")),
  orders: z
    .strictObject({
      panel: accountPanel,
      caption: text(1, 120).check(z.describe("The orders table's caption, for screen readers")),
      latest: z
        .number("write how many orders to show")
        .check(
          z.int(),
          z.gte(1),
          z.lte(10),
          z.describe("How many of the latest orders the table shows"),
        ),
    })
    .check(z.describe("The latest orders' panel")),
});

/** The default card: the one the overview shows, and billing lists first. */
export const defaultCard = (cards: readonly SavedCard[]) => cards.find((entry) => entry.isDefault)!;

/** The overview's props: the person, addresses, default card and latest orders joined. */
export const resolve = ({
  profile,
  addresses,
  card,
  orders: { latest, ...orders },
}: Fields<typeof schema>) => {
  const { name, email } = accountSidebar.user;
  return {
    profile: { ...profile, name, email },
    addresses: { ...addresses, addresses: accountSample.addresses },
    card: { ...card, card: defaultCard(accountSample.cards) },
    orders: { ...orders, orders: accountSample.orders.slice(0, latest) },
  };
};

export type AccountOverviewProps = ReturnType<typeof resolve>;

/** The account overview's panels: profile, addresses beside the default card, recent orders. */
export function AccountOverview({ profile, addresses, card, orders }: AccountOverviewProps) {
  const { panel: profilePanel, ...summary } = profile;
  const { panel: ordersPanel, ...table } = orders;
  return (
    <div className="acct-stack">
      <HeadedPanel head={profilePanel}>
        <ProfileSummary {...summary} />
      </HeadedPanel>
      <div className="acct-cols">
        <HeadedPanel head={addresses.panel}>
          <AddressList addresses={addresses.addresses} />
        </HeadedPanel>
        <HeadedPanel head={card.panel}>
          <PaymentCardTile card={card.card} />
        </HeadedPanel>
      </div>
      <HeadedPanel head={ordersPanel}>
        <OrderTable {...table} />
      </HeadedPanel>
    </div>
  );
}
