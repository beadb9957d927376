import * as z from "zod/mini";

import { productPath } from "~/content/templates/shop/paths";
import {
  shopBrands,
  shopCategories,
  shopColours,
  shopProducts,
} from "~/content/templates/shop/products";
import { elementId, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ProductCatalog } from "./product-catalog";

/** Whole US dollars. */
const dollars = z.number("write whole US dollars").check(z.int(), z.gte(0));

const label = text(1, 80);

/**
 * What a content file gives the shop's catalogue grid: the results heading, the price slider's
 * range, the page size and the filters' words. The products, their categories, workshops and
 * colours are the shop's catalogue (content/templates/shop/products.yaml).
 */
export const schema = z.strictObject({
  headingId: elementId.check(z.describe("The id of the results heading (h2)")),
  heading: text(1, 80),
  price: z
    .strictObject({ min: dollars, max: dollars, step: z.number().check(z.int(), z.gte(1)) })
    .check(
      z.refine((price) => price.min < price.max, "make min lower than max"),
      z.describe("The price slider's range and step, in whole US dollars"),
    ),
  pageSize: z
    .number("write how many products a page shows")
    .check(z.int(), z.gte(1), z.describe("Products on one page of results")),
  labels: z.strictObject({
    filters: label,
    category: label,
    allCategories: label,
    price: label,
    minPrice: label,
    maxPrice: label,
    colour: label,
    brand: label,
    sort: label,
    clear: label,
    active: label,
    noResults: text(1, 200),
    pagination: label,
  }),
});

export type ShopCatalogProps = Fields<typeof schema>;

/**
 * The shop's whole catalogue (content/templates/shop/products.yaml) as the filterable product
 * grid: its products, categories, workshops and colours, each product's name linking to its
 * product page. A content file gives the words, the price range and the page size.
 */
export function ShopCatalog(props: ShopCatalogProps) {
  return (
    <ProductCatalog
      {...props}
      products={shopProducts}
      categories={shopCategories}
      brands={shopBrands}
      colours={shopColours}
      productHref={productPath}
    />
  );
}
