/**
 * What a product grid (product-family.tsx) takes from a content file: each product by its slug
 * in the catalogue (app/content/products.ts), with an optional line on why it fits this page's
 * audience in place of its catalogue summary. Name, category, icon, link and status come from
 * the catalogue, joined at build time.
 */
import * as z from "zod/mini";

import { productCard, products } from "~/content/products";
import { bySlug } from "~/lib/by-slug";
import { actionLink, elementId, sectionIntro, text } from "~/lib/content/fields";

import type { ProductFamilyProps } from "./product-family";

type ProductSlug = (typeof products)[number]["slug"];

const slugs = products.map((product) => product.slug) as [ProductSlug, ...ProductSlug[]];

export const productFamilySchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z
    .array(
      z.strictObject({
        product: z.enum(slugs, `use a product of the catalogue: ${slugs.join(", ")}`),
        summary: z.optional(text(1, 300)),
      }),
    )
    .check(
      z.minLength(1, "give at least one product"),
      z.refine(
        (items) => new Set(items.map((item) => item.product)).size === items.length,
        "list each product once",
      ),
    ),
  availableLabel: text(1, 40),
  more: z.optional(actionLink),
});

/** The grid's props: each item joined with its product's catalogue entry. */
export function productFamilyProps({
  items,
  ...fields
}: z.infer<typeof productFamilySchema>): ProductFamilyProps {
  return {
    ...fields,
    items: items.map(({ product, summary }) => productCard(bySlug(products, product), summary)),
  };
}
