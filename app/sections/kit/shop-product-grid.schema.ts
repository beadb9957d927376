/**
 * What the kit's product grid over the shop's catalogue (kit/shop-product-grid.tsx) takes from a
 * content file: the products by their catalogue id (app/content/templates/shop/products.ts, the
 * one source of the shop's products, which the catalogue, product page and cart read too).
 */
import * as z from "zod/mini";

import { shopProducts } from "~/content/templates/shop/products";
import { SHOP_PRODUCTS_FILE } from "~/content/templates/shop/products.schema";

import { productGridSchema } from "./product-grid.schema";
import type { ShopProductGridProps } from "./shop-product-grid";

/** A product of the shop's catalogue, by id (checked when a page file is read). */
export const shopProductId = z
  .string("write the product's id in the shop's catalogue")
  .check(
    z.refine(
      (id) => shopProducts.some((product) => product.id === id),
      `use a product of the shop's catalogue (${SHOP_PRODUCTS_FILE}): ${shopProducts.map((product) => product.id).join(", ")}`,
    ),
  );

/** Catalogue products, each once. */
export const shopProductIds = z.array(shopProductId).check(
  z.minLength(1, "list the products"),
  z.refine((ids) => new Set(ids).size === ids.length, "list each product once"),
);

/** The product grid's fields, its products named by catalogue id. */
export const shopProductGridSchema = z.extend(productGridSchema, { products: shopProductIds });

export const shopProductGridFields = (
  fields: z.infer<typeof shopProductGridSchema>,
): ShopProductGridProps => fields;
