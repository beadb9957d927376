/**
 * What the earnings page (kit/account-earnings.tsx) takes from a content file: the figures, the
 * monthly sales, the countries' and devices' shares, each panel with its heading. Amounts in
 * US cents, shown in the visitor's currency.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";

import type { AccountEarningsProps } from "./account-earnings";
import { accountPanel } from "./account-page.schema";

const cents = z.number("write the amount in US cents").check(z.int(), z.gte(0));
const percent = z.number("write a percentage").check(z.gte(0), z.lte(100));

export const accountEarningsSchema = z.strictObject({
  stats: z
    .array(z.strictObject({ label: text(1, 40), cents, note: text(1, 120) }))
    .check(z.minLength(1, "list the figures")),
  sales: z.strictObject({
    panel: accountPanel,
    caption: text(1, 160),
    /** The values' column header. */
    valueLabel: text(1, 40),
    points: z
      .array(z.strictObject({ label: text(1, 10), name: text(1, 40), value: cents }))
      .check(z.minLength(2, "give the chart two points or more")),
  }),
  countries: z.strictObject({
    panel: accountPanel,
    caption: text(1, 160),
    labelHeader: text(1, 40),
    rows: z
      .array(z.strictObject({ label: text(1, 60), cents, percent }))
      .check(z.minLength(1, "list the rows")),
  }),
  devices: z.strictObject({
    panel: accountPanel,
    caption: text(1, 160),
    labelHeader: text(1, 40),
    slices: z
      .array(z.strictObject({ label: text(1, 40), percent }))
      .check(z.minLength(1, "list the shares")),
  }),
});

export const accountEarningsFields = (
  fields: z.infer<typeof accountEarningsSchema>,
): AccountEarningsProps => fields;
