/**
 * What content/templates/account/sample.yaml holds: the account pages' shared sample, the
 * addresses, saved cards and orders that several account pages list, each written once. Checked
 * at build (content.config.ts) and written as generated/account-sample.ts, which the
 * account sections join at build (their `resolve`, in app/sections/kit/).
 */
import * as z from "zod/mini";

import type { GeneratedData } from "../../../lib/content/vocab/collection-fields.ts";
import { elementId, text } from "../../../lib/content/vocab/fields.ts";
import { ORDER_STATUSES } from "../../../lib/filter-orders.ts";

const isoDate = z.iso.date("write the date as YYYY-MM-DD");
/** An amount in US cents. */
const cents = z.number("write the amount in US cents").check(z.int(), z.gte(0));

const address = z.strictObject({
  id: elementId,
  label: text(1, 40),
  name: text(1, 80),
  lines: z.array(text(1, 80)).check(z.minLength(1, "write the address's lines")),
  isDefault: z.optional(z.boolean()),
});

const card = z.strictObject({
  id: elementId,
  brand: text(1, 40),
  last4: z.string("write the last four digits in quotes").check(z.regex(/^[0-9]{4}$/)),
  expiry: z.string("write the expiry as MM/YY").check(z.regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/)),
  holder: text(1, 80),
  isDefault: z.optional(z.boolean()),
});

const order = z.strictObject({
  id: text(1, 20),
  placed: isoDate,
  status: z.enum(ORDER_STATUSES, `use one of: ${ORDER_STATUSES.join(", ")}`),
  seller: text(1, 80),
  items: z
    .array(
      z.strictObject({
        name: text(1, 120),
        qty: z.number().check(z.int(), z.gte(1)),
        price: cents,
      }),
    )
    .check(z.minLength(1, "list the order's items")),
  shipping: cents,
});

const unique = <T extends { id: string }>(what: string) =>
  z.refine<readonly T[]>(
    (items) => new Set(items.map((item) => item.id)).size === items.length,
    `give each ${what} its own id`,
  );

export const accountSampleSchema = z.strictObject({
  /** The date the sample is "as of": the orders page's periods count back from it. */
  asOf: isoDate,
  addresses: z.array(address).check(z.minLength(1), unique("address")),
  cards: z.array(card).check(
    z.minLength(1),
    unique("card"),
    z.refine(
      (cards) => cards.filter((entry) => entry.isDefault).length === 1,
      "mark one card isDefault: true",
    ),
  ),
  orders: z.array(order).check(
    z.minLength(1),
    unique("order"),
    z.refine(
      (orders) =>
        orders.every((entry, index) => index === 0 || orders[index - 1]!.placed >= entry.placed),
      "list the orders newest first",
    ),
  ),
});

/** The sample as its generated module holds it (the module `satisfies` this type). */
export type AccountSample = GeneratedData<z.infer<typeof accountSampleSchema>>;
