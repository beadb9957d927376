import { shopProduct } from "~/content/templates/shop/products";

import { ProductSlides, type ProductSlidesProps } from "./product-slides";

export interface ShopProductSlidesProps extends Omit<ProductSlidesProps, "products"> {
  /** Products of the shop's catalogue (app/content/templates/shop/products.ts), by id. */
  products: readonly string[];
}

/**
 * Products of the shop's catalogue one at a time (a shop hero's aside, `aside: { part:
 * ShopProductSlides, … }`): the catalogue's very entries, the ones its pages and cart use.
 */
export function ShopProductSlides({ products, ...slides }: ShopProductSlidesProps) {
  return <ProductSlides {...slides} products={products.map(shopProduct)} />;
}
