/** What a fit check (fit-check.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { FitCheckProps } from "./fit-check";

export const fitCheckSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  columns: z
    .array(
      z.strictObject({
        title: text(1, 60),
        fit: z.boolean("write true or false"),
        items: z.array(text(1, 300)).check(z.minLength(1, "give at least one statement")),
      }),
    )
    .check(z.minLength(1, "give at least one column")),
  tone: z.optional(z.enum(["light", "muted"], "use light or muted")),
});

export const fitCheckFields = (fields: z.infer<typeof fitCheckSchema>): FitCheckProps => fields;
