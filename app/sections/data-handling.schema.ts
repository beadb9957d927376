/** What a data-handling section (data-handling.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, iconItem, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { DataHandlingProps } from "./data-handling";

export const dataHandlingSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  facts: z.array(iconItem),
  table: z.optional(
    z
      .strictObject({
        title: text(1, 80),
        intro: z.optional(text(1, 400)),
        columns: z.array(text(1, 60)).check(z.minLength(2, "give at least two columns")),
        rows: z.array(z.array(text(1, 300))),
        note: z.optional(text(1, 400)),
      })
      .check(
        z.refine(
          (table) => table.rows.every((row) => row.length === table.columns.length),
          "give every row one cell per column",
        ),
      ),
  ),
  muted: z.optional(z.boolean("write true or false")),
});

export const dataHandlingFields = (fields: z.infer<typeof dataHandlingSchema>): DataHandlingProps =>
  fields;
