/**
 * What the account overview (kit/account-overview.tsx) takes from a content file: each panel's
 * heading, the profile's details, and how many of the latest orders to show. The person's name
 * and e-mail are the account sidebar's (app/content/templates/account/profile.ts); the
 * addresses, the default card and the orders are the account sample's
 * (content/templates/account/sample.yaml), joined at build time.
 */
import * as z from "zod/mini";

import { accountSidebar } from "~/content/templates/account/profile";
import { text } from "~/lib/content/vocab/fields";

import type { AccountOverviewProps } from "./account-overview";
import { accountPanel } from "./account-page.schema";
import { accountSample, defaultCard } from "./account-sample.schema";

export const accountOverviewSchema = z.strictObject({
  profile: z.strictObject({
    panel: accountPanel,
    details: z.array(z.strictObject({ label: text(1, 40), value: text(1, 80) })),
    /** How complete the profile is, in percent. */
    completion: z.number("write a whole percentage").check(z.int(), z.gte(0), z.lte(100)),
    todo: z.array(text(1, 120)),
  }),
  addresses: z.strictObject({ panel: accountPanel }),
  card: z.strictObject({ panel: accountPanel }),
  orders: z.strictObject({
    panel: accountPanel,
    caption: text(1, 120),
    /** How many of the latest orders the table shows. */
    latest: z.number("write how many orders to show").check(z.int(), z.gte(1), z.lte(10)),
  }),
});

/** The overview's props: the person, addresses, default card and latest orders joined. */
export function accountOverviewProps({
  profile,
  addresses,
  card,
  orders: { latest, ...orders },
}: z.infer<typeof accountOverviewSchema>): AccountOverviewProps {
  const sample = accountSample;
  const { name, email } = accountSidebar.user;
  return {
    profile: { ...profile, name, email },
    addresses: { ...addresses, addresses: sample.addresses },
    card: { ...card, card: defaultCard(sample.cards) },
    orders: { ...orders, orders: sample.orders.slice(0, latest) },
  };
}
