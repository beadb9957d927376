/**
 * What a shop product page's suggestions (kit/shop-related-products.tsx) take from a content
 * file: the section's id and heading, the product shown when the URL names none (the same as
 * the page's ShopProductDetail), and how many to suggest.
 */
import * as z from "zod/mini";

import { elementId } from "~/lib/content/vocab/fields";
import { kitIntro } from "~/lib/content/vocab/kit-fields";

import { shopProductId } from "./shop-product-grid.schema";
import type { ShopRelatedProductsProps } from "./shop-related-products";

export const shopRelatedProductsSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  product: shopProductId,
  count: z.number("write how many products to suggest").check(z.int(), z.gte(1), z.lte(8)),
});

export const shopRelatedProductsFields = (
  fields: z.infer<typeof shopRelatedProductsSchema>,
): ShopRelatedProductsProps => fields;
