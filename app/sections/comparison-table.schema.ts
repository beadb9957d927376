/**
 * What the comparison table (comparison-table.tsx) takes from a content file: its columns, and
 * per product of the catalogue the columns it covers. A row's name, link and Soon badge come
 * from the catalogue (app/content/products.ts), joined at build time.
 */
import * as z from "zod/mini";

import { products } from "~/content/products";
import { bySlug } from "~/lib/by-slug";
import { eachOnce, elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { ComparisonTableProps } from "./comparison-table";
import { productSlug, productSlugs } from "./product-family.schema";

const columnKey = z
  .string("write the key as text")
  .check(z.regex(/^[a-z][a-z0-9-]*$/, "use lowercase letters, digits and hyphens"));

export const comparisonTableSchema = z
  .strictObject({
    id: elementId,
    heading: sectionIntro,
    caption: text(1, 120),
    scrollHint: text(1, 120),
    rowHeader: text(1, 40),
    columns: z
      .array(z.strictObject({ key: columnKey, label: text(1, 40) }))
      .check(z.minLength(1, "give at least one column")),
    rows: z
      .array(z.strictObject({ product: productSlug, covers: z.array(columnKey) }))
      .check(eachOnce(productSlugs, "product", "product of the catalogue")),
    marks: z.strictObject({ yes: text(1, 40), no: text(1, 40) }),
    note: z.optional(text(1, 300)),
  })
  .check(
    z.refine(
      ({ columns, rows }) =>
        rows.every((row) =>
          row.covers.every((key) => columns.some((column) => column.key === key)),
        ),
      { message: "cover only the keys of the table's columns", path: ["rows"] },
    ),
  );

/** The table's props: each row joined with its product's catalogue entry. */
export const comparisonTableProps = ({
  rows,
  ...fields
}: z.infer<typeof comparisonTableSchema>): ComparisonTableProps => ({
  ...fields,
  rows: rows.map(({ product: slug, covers }) => {
    const product = bySlug(products, slug);
    return { name: product.name, href: product.href, soon: product.status === "soon", covers };
  }),
});
