/**
 * What the template kit's stats band (kit/stats.tsx) takes from a content file: figures as shown
 * ("12k", "98%") and what each counts.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { StatsProps } from "./stats";

export const statsSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  /** Keep the heading for screen readers only (a band of figures under the hero). */
  hideHeading: z.optional(z.boolean()),
  items: z
    .array(z.strictObject({ value: text(1, 20), label: text(1, 120) }))
    .check(z.minLength(1, "list the figures")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const statsFields = (fields: z.infer<typeof statsSchema>): StatsProps => fields;
