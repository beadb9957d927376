/**
 * What the shop's catalogue grid (kit/shop-catalog.tsx) takes from a content file: the results
 * heading, the price slider's range, the page size and the filters' words. The products, their
 * categories, workshops and colours are the shop's catalogue (content/templates/shop/products.yaml).
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";

import type { ShopCatalogProps } from "./shop-catalog";

/** Whole US dollars. */
const dollars = z.number("write whole US dollars").check(z.int(), z.gte(0));

const label = text(1, 80);

export const shopCatalogSchema = z.strictObject({
  /** The id of the results heading (h2). */
  headingId: elementId,
  heading: text(1, 80),
  /** The price slider's range and step, in whole US dollars. */
  price: z
    .strictObject({ min: dollars, max: dollars, step: z.number().check(z.int(), z.gte(1)) })
    .check(z.refine((price) => price.min < price.max, "make min lower than max")),
  /** Products on one page of results. */
  pageSize: z.number("write how many products a page shows").check(z.int(), z.gte(1)),
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

export const shopCatalogFields = (fields: z.infer<typeof shopCatalogSchema>): ShopCatalogProps =>
  fields;
