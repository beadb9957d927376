import { Link } from "react-router";
import * as z from "zod/mini";

import { SoonBadge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { products } from "~/content/products";
import { bySlug } from "~/lib/by-slug";
import { eachOnce, headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { productSlug } from "./product-family";
import { SiteSection } from "./section-heading";

import "~/styles/sections/_comparison-table.scss";

const columnKey = z
  .string("write the key as text")
  .check(
    z.regex(/^[a-z][a-z0-9-]*$/, "use lowercase letters, digits and hyphens"),
    z.describe("A column's key, which rows name in covers; lowercase words joined by hyphens"),
  );

/**
 * Its columns, and per product of the catalogue the columns it covers. A row's name, link and
 * Soon badge come from the catalogue (app/content/products.ts), joined at build time.
 */
export const schema = z
  .strictObject({
    id: headingId,
    heading: sectionIntro,
    caption: text(1, 120).check(
      z.describe("The table's caption, read by screen readers; also names the scroll region"),
    ),
    scrollHint: text(1, 120).check(
      z.describe("A line above the table on narrow screens, where it scrolls sideways"),
    ),
    rowHeader: text(1, 40).check(
      z.describe("Header of the first column, which holds the product names"),
    ),
    columns: z
      .array(
        z
          .strictObject({
            key: columnKey.check(z.describe("Key the rows' covers name the column by")),
            label: text(1, 40).check(z.describe("The column header")),
          })
          .check(z.describe("One column: its key and its heading")),
      )
      .check(
        z.minLength(1, "give at least one column"),
        z.describe("The areas a product may cover, left to right"),
      ),
    rows: z
      .array(
        z
          .strictObject({
            product: productSlug.check(z.describe("The product of the catalogue the row is about")),
            covers: z
              .array(columnKey)
              .check(z.describe("Keys of the columns it covers; every other column shows a dash")),
          })
          .check(z.describe("One row: a product of the catalogue and the columns it covers")),
      )
      .check(
        eachOnce(
          products.map((product) => product.slug),
          "product",
          "product of the catalogue",
        ),
        z.describe("Every product of the catalogue once, top to bottom"),
      ),
    marks: z
      .strictObject({
        yes: text(1, 40).check(z.describe("What screen readers hear for a tick, e.g. Covered")),
        no: text(1, 40).check(z.describe("What screen readers hear for a dash, e.g. Not covered")),
      })
      .check(z.describe("Hidden text read for a check mark and for a dash")),
    note: z.optional(text(1, 300).check(z.describe("A line under the table, e.g. how to read it"))),
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
export const resolve = ({ rows, ...fields }: Fields<typeof schema>) => ({
  ...fields,
  rows: rows.map(({ product: slug, covers }) => {
    const product = bySlug(products, slug);
    return { name: product.name, href: product.href, soon: product.status === "soon", covers };
  }),
});

export type ComparisonTableProps = ReturnType<typeof resolve>;

/** A product-by-area matrix as a real table that scrolls sideways on narrow screens. */
export function ComparisonTable({
  id,
  heading,
  caption,
  scrollHint,
  rowHeader,
  columns,
  rows,
  marks,
  note,
}: ComparisonTableProps) {
  return (
    <SiteSection id={id} heading={heading}>
      <p className="comparison-hint" aria-hidden="true">
        {scrollHint}
      </p>
      <ScrollRegion className="comparison-scroll" label={caption}>
        <table className="comparison-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {columns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.href}>
                <th scope="row">
                  <span className="comparison-product">
                    <Link to={row.href}>{row.name}</Link>
                    {row.soon && <SoonBadge />}
                  </span>
                </th>
                {columns.map((column) =>
                  row.covers.includes(column.key) ? (
                    <td key={column.key} className="comparison-yes">
                      <Icon name="check" size={20} />
                      <span className="visually-hidden">{marks.yes}</span>
                    </td>
                  ) : (
                    <td key={column.key} className="comparison-no">
                      <span aria-hidden="true">–</span>
                      <span className="visually-hidden">{marks.no}</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {note && <p className="comparison-note">{note}</p>}
    </SiteSection>
  );
}
