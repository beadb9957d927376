/** What the template kit's row of figures (kit/stats.tsx) takes from a content file. */
import * as z from "zod/mini";

import { text } from "~/lib/content/fields";
import { kitSectionFields } from "~/lib/content/kit-fields";

import type { StatsProps } from "./stats";

export const statsSchema = z.strictObject({
  ...kitSectionFields,
  hideHeading: z.optional(z.boolean("write true or false")),
  items: z
    .array(z.strictObject({ value: text(1, 30), label: text(1, 120) }))
    .check(z.minLength(1, "list the figures")),
});

export const statsFields = (fields: z.infer<typeof statsSchema>): StatsProps => fields;
