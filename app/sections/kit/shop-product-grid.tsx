import { shopProduct } from "~/content/templates/shop/products";

import { ProductGrid, type ProductGridProps } from "./product-grid";

export interface ShopProductGridProps extends Omit<ProductGridProps, "products" | "productHref"> {
  /** Products of the shop's catalogue (app/content/templates/shop/products.ts), by id. */
  products: readonly string[];
}

/**
 * The kit's product grid over the shop's own catalogue: a content file names the products by id
 * (checked against the catalogue at build), and the cards show the catalogue's very entries, the
 * ones the catalogue, product page and cart of the shop pages use.
 */
export function ShopProductGrid({ products, ...grid }: ShopProductGridProps) {
  return <ProductGrid {...grid} products={products.map(shopProduct)} />;
}
