/**
 * What content/templates/shop/store.yaml holds: the words every Hearth & Loom shop page shares
 * (the bar over the page, the cart drawer). Checked at build (app/content-collections.ts) and
 * written as generated/shop-store.ts, which ./store.ts re-exports.
 */
import * as z from "zod/mini";

import { href, text } from "../../../lib/content/vocab/fields.ts";

const link = z.strictObject({ label: text(1, 80), href });

export const shopStoreSchema = z.strictObject({
  brand: text(1, 60),
  /** The bar over every shop page: its name for screen readers and its links. */
  bar: z.strictObject({
    label: text(1, 40),
    links: z.array(link).check(z.minLength(1, "list the bar's links")),
  }),
  /** The cart drawer's words; `browse` is the catalogue link checkout shows for an empty cart. */
  cart: z.strictObject({
    title: text(1, 60),
    linesLabel: text(1, 80),
    empty: text(1, 200),
    browse: link,
    checkout: link,
    subtotalNote: text(1, 200),
  }),
});

export type ShopStore = z.infer<typeof shopStoreSchema>;
