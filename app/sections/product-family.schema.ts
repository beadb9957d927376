/**
 * What a product family (product-family.tsx) takes from a content file: its heading and labels,
 * and which products it shows. A card's name, icon, category, link and status come from the
 * catalogue (app/content/products.ts), joined at build time; a page may say in its own words why
 * a product fits (`summary`).
 */
import * as z from "zod/mini";

import { productCard, products, productsAvailableFirst } from "~/content/products";
import { bySlug } from "~/lib/by-slug";
import { actionLink, allOrListError, elementId, sectionIntro, text } from "~/lib/content/fields";

import type { ProductFamilyProps } from "./product-family";

type ProductSlug = (typeof products)[number]["slug"];

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

/** The family's props: each product joined with its catalogue entry. */
export function productFamilyProps({
  products: chosen,
  ...fields
}: z.infer<typeof productFamilySchema>): ProductFamilyProps {
  return {
    ...fields,
    items:
      chosen === "all"
        ? productsAvailableFirst.map((product) => productCard(product))
        : chosen.map(({ product, summary }) => productCard(bySlug(products, product), summary)),
  };
}
