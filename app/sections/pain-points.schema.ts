/** What a list of pain points (pain-points.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, iconItem, sectionIntro } from "~/lib/content/vocab/fields";

import type { PainPointsProps } from "./pain-points";

export const painPointsSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z.array(iconItem).check(z.minLength(1, "give at least one item")),
  muted: z.optional(z.boolean("write true or false")),
});

export const painPointsFields = (fields: z.infer<typeof painPointsSchema>): PainPointsProps =>
  fields;
