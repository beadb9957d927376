/**
 * What a product spotlight (product-spotlight.tsx) takes from a content file: the product by its
 * slug, and the page's own words about it. The product's name and feature list come from the
 * catalogue (app/content/products.ts), which the component reads as it renders.
 */
import * as z from "zod/mini";

import { actionButton, elementId, text } from "~/lib/content/vocab/fields";

import { productSlug } from "./product-family.schema";
import type { ProductSpotlightProps } from "./product-spotlight";

export const productSpotlightSchema = z.strictObject({
  id: elementId,
  product: productSlug,
  status: text(1, 30),
  title: text(1, 140),
  paragraphs: z.array(text(1, 600)).check(z.minLength(1, "give at least one paragraph")),
  actions: z.array(actionButton).check(z.minLength(1, "give at least one action")),
  process: z.strictObject({
    title: text(1, 80),
    steps: z
      .array(z.strictObject({ title: text(1, 60), text: text(1, 300) }))
      .check(z.minLength(2, "give at least two steps")),
    note: z.optional(text(1, 300)),
  }),
});

/** Whatever passes the schema is the component's props (checked at compile time). */
export const productSpotlightFields = (
  fields: z.infer<typeof productSpotlightSchema>,
): ProductSpotlightProps => fields;
