/**
 * What content/templates/shop/store.yaml holds: the words every Hearth & Loom shop page shares
 * (the bar over the page, the cart drawer). Checked at build (app/content-collections.ts) and
 * written as generated/shop-store.ts, which ./store.ts re-exports.
 */
import * as z from "zod/mini";

import { href, text } from "../../../lib/content/vocab/fields.ts";

const link = z
  .strictObject({ label: text(1, 80).check(z.describe("The link's text")), href })
  .check(z.describe("A link: its text and where it goes"));

export const shopStoreSchema = z.strictObject({
  brand: text(1, 60).check(z.describe("The sample shop's name")),
  /** The bar over every shop page: its name for screen readers and its links. */
  bar: z
    .strictObject({
      label: text(1, 40).check(z.describe("The bar's name for screen readers, e.g. Shop")),
      links: z
        .array(link)
        .check(z.minLength(1, "list the bar's links"), z.describe("The bar's links")),
    })
    .check(z.describe("The bar over every shop page: its links, beside the cart")),
  /** The cart drawer's words; `browse` is the catalogue link checkout shows for an empty cart. */
  cart: z
    .strictObject({
      title: text(1, 60).check(z.describe("The cart's heading")),
      linesLabel: text(1, 80).check(
        z.describe("The cart's list of items, named for screen readers"),
      ),
      empty: text(1, 200).check(z.describe("What the cart says when it is empty")),
      browse: link.check(z.describe("The link back to the products")),
      checkout: link.check(z.describe("The link to the checkout")),
      subtotalNote: text(1, 200).check(
        z.describe("Small print under the subtotal, e.g. that delivery is added at checkout"),
      ),
    })
    .check(z.describe("The cart drawer's words and links")),
});

export type ShopStore = z.infer<typeof shopStoreSchema>;
