/**
 * What the template kit's comparison table (kit/comparison-table.tsx) takes from a content file:
 * the `kit` variant of the library's ComparisonTable (`section: ComparisonTable`, `variant:
 * kit`). Each row has one value per column: true (yes), false (no) or a short text.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { ComparisonTableProps } from "./comparison-table";

export const kitComparisonTableSchema = z
  .strictObject({
    id: elementId,
    heading: kitIntro,
    /** Column headings after the first. */
    columns: z.array(text(1, 40)).check(z.minLength(1, "give at least one column")),
    rows: z
      .array(
        z.strictObject({
          label: text(1, 80),
          /** A short explanation behind an "i" button beside the label. */
          tip: z.optional(text(1, 200)),
          values: z.array(
            z.union([z.boolean(), text(1, 40)], { error: "write true, false or a short text" }),
          ),
        }),
      )
      .check(z.minLength(1, "list the rows")),
    /** The column to highlight, counted from 0. */
    highlight: z.optional(z.number().check(z.int(), z.gte(0))),
    tone: kitTone,
    anchor: kitAnchor,
  })
  .check(
    z.refine(({ columns, rows }) => rows.every((row) => row.values.length === columns.length), {
      message: "give each row one value per column",
      path: ["rows"],
    }),
    z.refine(({ columns, highlight }) => highlight === undefined || highlight < columns.length, {
      message: "highlight one of the columns, counted from 0",
      path: ["highlight"],
    }),
  );

export const kitComparisonTableFields = (
  fields: z.infer<typeof kitComparisonTableSchema>,
): ComparisonTableProps => fields;
