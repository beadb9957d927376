import * as z from "zod/mini";

import { shopProduct, shopProducts } from "~/content/templates/shop/products";
import { SHOP_PRODUCTS_FILE } from "~/content/templates/shop/products.schema";
import type { Fields } from "~/lib/content/vocab/section";

import { ProductGrid, schema as productGridSchema } from "./product-grid";

/** A product of the shop's catalogue, by id (checked when a page file is read). */
export const shopProductId = z.string("write the product's id in the shop's catalogue").check(
  z.refine(
    (id) => shopProducts.some((product) => product.id === id),
    `use a product of the shop's catalogue (${SHOP_PRODUCTS_FILE}): ${shopProducts.map((product) => product.id).join(", ")}`,
  ),
  z.describe("A product of the shop's catalogue, by its id"),
);

/** Catalogue products, each once. */
export const shopProductIds = z.array(shopProductId).check(
  z.minLength(1, "list the products"),
  z.refine((ids) => new Set(ids).size === ids.length, "list each product once"),
);

/**
 * What a content file gives the product grid over the shop's catalogue: the grid's fields, its
 * products named by their id in the catalogue (app/content/templates/shop/products.ts, the one
 * source of the shop's products, which the catalogue, product page and cart read too).
 */
export const schema = z.extend(productGridSchema, {
  products: shopProductIds.check(
    z.describe("Products of the shop's catalogue (content/templates/shop/products.yaml), by id"),
  ),
});

export type ShopProductGridProps = Fields<typeof schema>;

/**
 * The kit's product grid over the shop's own catalogue: a content file names the products by id
 * (checked against the catalogue at build), and the cards show the catalogue's very entries, the
 * ones the catalogue, product page and cart of the shop pages use.
 */
export function ShopProductGrid({ products, ...grid }: ShopProductGridProps) {
  return <ProductGrid {...grid} products={products.map(shopProduct)} />;
}
