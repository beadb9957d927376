/** What the template kit's band of figures (kit/stats.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/kit-fields";

import type { StatsProps } from "./stats";

export const statsSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  /** Keep the heading for screen readers only. */
  hideHeading: z.optional(z.boolean("write true or false")),
  items: z
    .array(z.strictObject({ value: text(1, 20), label: text(1, 80) }))
    .check(z.minLength(1, "list the figures")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const statsFields = (fields: z.infer<typeof statsSchema>): StatsProps => fields;
