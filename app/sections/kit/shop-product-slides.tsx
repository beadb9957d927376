import * as z from "zod/mini";

import { shopProduct } from "~/content/templates/shop/products";
import type { Fields } from "~/lib/content/vocab/section";

import { ProductSlides, productSlidesWords } from "./product-slides";
import { shopProductIds } from "./shop-product-grid";

/**
 * Products of the shop's catalogue as slides, a part of a section in a content file (`aside: {
 * part: ShopProductSlides, … }`): the products by catalogue id.
 */
export const part = z.strictObject({
  part: z.literal("ShopProductSlides"),
  label: productSlidesWords.shape.label,
  products: shopProductIds.check(
    z.describe("Products of the shop's catalogue (content/templates/shop/products.yaml), by id"),
  ),
  autoplayMs: productSlidesWords.shape.autoplayMs,
});

export type ShopProductSlidesProps = Omit<Fields<typeof part>, "part">;

/**
 * Products of the shop's catalogue one at a time (a shop hero's aside, `aside: { part:
 * ShopProductSlides, … }`): the catalogue's very entries, the ones its pages and cart use.
 */
export function ShopProductSlides({ products, ...slides }: ShopProductSlidesProps) {
  return <ProductSlides {...slides} products={products.map(shopProduct)} />;
}
