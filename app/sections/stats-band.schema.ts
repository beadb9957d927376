/** What a stats band (stats-band.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { StatsBandProps } from "./stats-band";

export const statsBandSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  stats: z
    .array(z.strictObject({ value: text(1, 20), label: text(1, 200) }))
    .check(z.minLength(1, "give at least one figure")),
  note: z.optional(text(1, 300)),
});

export const statsBandFields = (fields: z.infer<typeof statsBandSchema>): StatsBandProps => fields;
