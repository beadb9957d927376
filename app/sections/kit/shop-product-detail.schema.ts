/**
 * What a shop product page's top (kit/shop-product-detail.tsx) takes from a content file: the
 * product it shows when the URL names none (by its id in content/templates/shop/products.yaml),
 * the trail to it, and the words around the product's own.
 */
import * as z from "zod/mini";

import { crumb, text } from "~/lib/content/vocab/fields";

import type { ShopProductDetailProps } from "./shop-product-detail";
import { shopProductId } from "./shop-product-grid.schema";

/** An amount in US cents. */
const cents = z.number("write the amount in US cents").check(z.int(), z.gte(0));

export const shopProductDetailSchema = z.strictObject({
  product: shopProductId,
  /** The trail to the catalogue; the product's name is added as the last step. */
  crumbs: z.array(crumb).check(z.minLength(1, "give the trail to the catalogue")),
  galleryLabel: text(1, 80),
  /** What each gallery picture shows. */
  views: z.array(text(1, 40)).check(z.minLength(1, "name the gallery's pictures")),
  colourLabel: text(1, 40),
  sizeLabel: text(1, 40),
  detailsTitle: text(1, 80),
  reviewsLabel: text(1, 40),
  /** Short promises under the button; `cents` adds an amount after the text. */
  promises: z.array(z.strictObject({ text: text(1, 120), cents: z.optional(cents) })),
});

export const shopProductDetailFields = (
  fields: z.infer<typeof shopProductDetailSchema>,
): ShopProductDetailProps => fields;
