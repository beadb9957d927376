/**
 * What content/templates/account/sample.yaml holds: the account pages' shared sample, the
 * addresses, saved cards and orders that several account pages list, each written once. Checked
 * at build (content.config.ts) and written as generated/account-sample.ts, which the
 * account sections join at build (their `resolve`, in app/sections/kit/).
 */
import * as z from "zod/mini";

import type { GeneratedData } from "../../../lib/content/vocab/collection-fields.ts";
import { elementId, text } from "../../../lib/content/vocab/fields.ts";
import { usCents } from "../../../lib/content/vocab/kit-fields.ts";
import { ORDER_STATUSES } from "../../../lib/filter-orders.ts";

const isoDate = z.iso
  .date("write the date as YYYY-MM-DD")
  .check(z.describe("A day, as YYYY-MM-DD"));
/** An amount in US cents. */
const cents = usCents("amount");

const address = z
  .strictObject({
    id: elementId.check(z.describe("Names the address; unique in the list")),
    label: text(1, 40).check(z.describe("What the address is called, e.g. Home")),
    name: text(1, 80).check(z.describe("Who the post is addressed to")),
    lines: z
      .array(text(1, 80).check(z.describe("One line of the address")))
      .check(z.minLength(1, "write the address's lines"), z.describe("The address, a line each")),
    isDefault: z.optional(
      z.boolean().check(z.describe("The address used unless another is chosen")),
    ),
  })
  .check(z.describe("A saved address"));

const card = z
  .strictObject({
    id: elementId.check(z.describe("Names the card; unique in the list")),
    brand: text(1, 40).check(z.describe("The card's brand, e.g. Visa")),
    last4: z
      .string("write the last four digits in quotes")
      .check(z.regex(/^[0-9]{4}$/), z.describe("The card number's last four digits, in quotes")),
    expiry: z
      .string("write the expiry as MM/YY")
      .check(z.regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/), z.describe("When the card expires, as MM/YY")),
    holder: text(1, 80).check(z.describe("The name on the card")),
    isDefault: z.optional(z.boolean().check(z.describe("The card used unless another is chosen"))),
  })
  .check(z.describe("A saved card (a sample: no real number)"));

const order = z
  .strictObject({
    id: text(1, 20).check(z.describe("The order's number as shown, e.g. #10421")),
    placed: isoDate.check(z.describe("The day the order was placed, as YYYY-MM-DD")),
    status: z
      .enum(ORDER_STATUSES, `use one of: ${ORDER_STATUSES.join(", ")}`)
      .check(z.describe("Where the order is now")),
    seller: text(1, 80).check(z.describe("The shop that sold it")),
    items: z
      .array(
        z
          .strictObject({
            name: text(1, 120).check(z.describe("The product's name")),
            qty: z.number().check(z.int(), z.gte(1), z.describe("How many were ordered")),
            price: cents.check(z.describe("The price of one, in US cents")),
          })
          .check(z.describe("One line of the order")),
      )
      .check(z.minLength(1, "list the order's items"), z.describe("What was ordered")),
    shipping: cents.check(z.describe("What delivery cost, in US cents")),
  })
  .check(z.describe("One order"));

const unique = <T extends { id: string }>(what: string) =>
  z.refine<readonly T[]>(
    (items) => new Set(items.map((item) => item.id)).size === items.length,
    `give each ${what} its own id`,
  );

export const accountSampleSchema = z.strictObject({
  /** The date the sample is "as of": the orders page's periods count back from it. */
  asOf: isoDate.check(z.describe('The day the sample is as of (what "today" is for its dates)')),
  addresses: z
    .array(address)
    .check(z.minLength(1), unique("address"), z.describe("The saved addresses")),
  cards: z.array(card).check(
    z.minLength(1),
    unique("card"),
    z.refine(
      (cards) => cards.filter((entry) => entry.isDefault).length === 1,
      "mark one card isDefault: true",
    ),
    z.describe("The saved cards; one isDefault"),
  ),
  orders: z.array(order).check(
    z.minLength(1),
    unique("order"),
    z.refine(
      (orders) =>
        orders.every((entry, index) => index === 0 || orders[index - 1]!.placed >= entry.placed),
      "list the orders newest first",
    ),
    z.describe("The orders, newest first"),
  ),
});

/** The sample as its generated module holds it (the module `satisfies` this type). */
export type AccountSample = GeneratedData<z.infer<typeof accountSampleSchema>>;
