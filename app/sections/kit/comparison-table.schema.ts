/**
 * What the template kit's comparison table (kit/comparison-table.tsx) takes from a content file:
 * the `kit` variant of the library's ComparisonTable (`section: ComparisonTable`, `variant: kit`).
 * Options are columns, features are rows; a cell is yes, no or a short text.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/fields";
import { kitSectionFields } from "~/lib/content/kit-fields";

import type { ComparisonTableProps } from "./comparison-table";

const row = z.strictObject({
  label: text(1, 80),
  tip: z.optional(text(1, 300)),
  values: z.array(
    z.union([z.boolean(), text(1, 40)], { error: "write true, false or a short text" }),
  ),
});

export const kitComparisonTableSchema = z
  .strictObject({
    ...kitSectionFields,
    columns: z.array(text(1, 40)).check(z.minLength(1, "name the columns")),
    rows: z.array(row).check(z.minLength(1, "list the rows")),
    highlight: z.optional(z.number("write a column's index").check(z.int(), z.gte(0))),
  })
  .check(
    z.refine(({ columns, rows }) => rows.every((row) => row.values.length === columns.length), {
      message: "give each row one value per column",
      path: ["rows"],
    }),
    z.refine(({ columns, highlight }) => highlight === undefined || highlight < columns.length, {
      message: "highlight a column the table has (counting from 0)",
      path: ["highlight"],
    }),
  );

export const kitComparisonTableFields = (
  fields: z.infer<typeof kitComparisonTableSchema>,
): ComparisonTableProps => fields;
