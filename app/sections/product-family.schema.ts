/**
 * What a product family (product-family.tsx) takes from a content file: its heading and labels,
 * and which products it shows, by slug. A card's name, icon, category, link and status come from
 * the catalogue (app/content/products.ts), which the component reads as it renders; a page may
 * say in its own words why a product fits (`summary`).
 */
import * as z from "zod/mini";

import { products, type ProductSlug } from "~/content/products";
import {
  actionLink,
  allOrListError,
  elementId,
  sectionIntro,
  text,
} from "~/lib/content/vocab/fields";

import type { ProductFamilyProps } from "./product-family";

export const productSlugs = products.map((product) => product.slug) as [
  ProductSlug,
  ...ProductSlug[],
];

export const productSlug = z.enum(
  productSlugs,
  `use a product of the catalogue: ${productSlugs.join(", ")}`,
);

export const productFamilySchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  /** "all": the whole catalogue, available products first; or the products named, in order. */
  products: z.union(
    [
      z.literal("all"),
      z.array(z.strictObject({ product: productSlug, summary: z.optional(text(1, 300)) })).check(
        z.minLength(1, "name at least one product"),
        z.refine(
          (items) => new Set(items.map((item) => item.product)).size === items.length,
          "list each product once",
        ),
      ),
    ],
    {
      error: allOrListError(
        "write all (the whole catalogue) or a list of { product: <slug>, summary: … }",
      ),
    },
  ),
  availableLabel: text(1, 30),
  more: z.optional(actionLink),
});

/** Whatever passes the schema is the component's props (checked at compile time). */
export const productFamilyFields = (
  fields: z.infer<typeof productFamilySchema>,
): ProductFamilyProps => fields;
