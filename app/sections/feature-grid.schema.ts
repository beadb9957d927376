/** What a feature grid (feature-grid.tsx) takes from a content file. */
import * as z from "zod/mini";

import { actionLink, elementId, iconName, sectionIntro, text } from "~/lib/content/fields";

import type { FeatureGridProps } from "./feature-grid";

export const featureGridSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z
    .array(z.strictObject({ icon: iconName, title: text(1, 80), text: text(1, 400) }))
    .check(z.minLength(1, "give at least one item")),
  more: z.optional(actionLink),
});

export const featureGridFields = (fields: z.infer<typeof featureGridSchema>): FeatureGridProps =>
  fields;
