import { Link } from "react-router";

import { SoonBadge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { ScrollRegion } from "~/components/ui/scroll-region";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_comparison-table.scss";

/** One column of the matrix: an area a row may or may not cover. */
export interface ComparisonColumn {
  /** Key into each row's `covers`. */
  key: string;
  /** The column header. */
  label: string;
}

/** One row of the matrix: a product and the areas it covers. */
export interface ComparisonRow {
  /** Row header text and link name. */
  name: string;
  /** Internal path of the product's page. */
  href: string;
  /** Adds the Soon badge beside the name. */
  soon: boolean;
  /** Keys of the columns this row covers; every other column shows a dash. */
  covers: readonly string[];
}

export interface ComparisonTableProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The table's caption, read by screen readers (the h2 says it on screen); also names the scroll region. */
  caption: string;
  /** A line above the table on narrow screens, where it scrolls sideways. */
  scrollHint: string;
  /** Header of the first column, which holds the row names. */
  rowHeader: string;
  /** The areas, left to right. */
  columns: readonly ComparisonColumn[];
  /** The rows, top to bottom. */
  rows: readonly ComparisonRow[];
  /** Hidden text read for a check mark and for a dash. */
  marks: { yes: string; no: string };
  /** A line under the table, e.g. how to read it. */
  note?: string;
}

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
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
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
      </div>
    </section>
  );
}
