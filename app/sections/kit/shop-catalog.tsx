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

/** A label of the catalogue's controls, described where it is used. */
const label = (hint: string) => text(1, 80).check(z.describe(hint));

/**
 * What a content file gives the shop's catalogue grid: the results heading, the price slider's
 * range, the page size and the filters' words. The products, their categories, workshops and
 * colours are the shop's catalogue (content/templates/shop/products.yaml).
 */
export const schema = z.strictObject({
  headingId: elementId.check(z.describe("The id of the results heading (h2)")),
  heading: text(1, 80).check(z.describe("The catalogue's heading")),
  price: z
    .strictObject({
      min: dollars.check(z.describe("The slider's lowest price, in whole US dollars")),
      max: dollars.check(z.describe("The slider's highest price, in whole US dollars")),
      step: z
        .number()
        .check(z.int(), z.gte(1), z.describe("How far one step of the slider moves, in dollars")),
    })
    .check(
      z.refine((price) => price.min < price.max, "make min lower than max"),
      z.describe("The price slider's range and step, in whole US dollars"),
    ),
  pageSize: z
    .number("write how many products a page shows")
    .check(z.int(), z.gte(1), z.describe("Products on one page of results")),
  labels: z
    .strictObject({
      filters: label("The filters' heading (and their dialog's on small screens)"),
      category: label("The category filter's heading"),
      allCategories: label("The choice that shows every category"),
      price: label("The price filter's heading"),
      minPrice: label("The name of the slider's lower handle, for screen readers"),
      maxPrice: label("The name of the slider's upper handle, for screen readers"),
      colour: label("The colour filter's heading"),
      brand: label("The brand filter's heading"),
      sort: label("The sort menu's label"),
      clear: label("The button that clears every filter"),
      active: label("The heading of the filters in use"),
      noResults: text(1, 200).check(z.describe("What the page says when no product matches")),
      pagination: label("The page links' name, for screen readers"),
    })
    .check(z.describe("The words of the catalogue's filters, sort and pages")),
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
