/**
 * The account pages' shared sample (content/templates/account/sample.yaml): the addresses,
 * saved cards and orders that several account pages list, each written once. Sections name
 * what they show (`orders: all`, `latest: 4`) and join it at build time.
 */
import * as z from "zod/mini";

import { loadCollection } from "~/lib/content/collection";
import { elementId, text } from "~/lib/content/fields";
import { ORDER_STATUSES } from "~/lib/filter-orders";

import type { AccountAddress, SavedCard } from "./account-cards";
import type { AccountOrder } from "./order-table";

export const ACCOUNT_SAMPLE_FILE = "content/templates/account/sample.yaml";

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

/** The sample, checked (a mistake stops the build with its line). */
export const accountSample = () => loadCollection(ACCOUNT_SAMPLE_FILE, accountSampleSchema);

/** The sample's entries are the components' own types. */
export const accountSampleFits = (sample: z.infer<typeof accountSampleSchema>) =>
  sample satisfies {
    addresses: readonly AccountAddress[];
    cards: readonly SavedCard[];
    orders: readonly AccountOrder[];
  };

/** The default card: the one the overview shows, and billing lists first. */
export const defaultCard = (cards: readonly SavedCard[]) => cards.find((entry) => entry.isDefault)!;
