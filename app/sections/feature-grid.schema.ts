/** What a feature grid (feature-grid.tsx) takes from a content file. */
import * as z from "zod/mini";

import { actionLink, elementId, iconItem, sectionIntro } from "~/lib/content/vocab/fields";

import type { FeatureGridProps } from "./feature-grid";

export const featureGridSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z.array(iconItem).check(z.minLength(1, "give at least one item")),
  more: z.optional(actionLink),
});

export const featureGridFields = (fields: z.infer<typeof featureGridSchema>): FeatureGridProps =>
  fields;
