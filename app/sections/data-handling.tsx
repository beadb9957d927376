import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, iconItem, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_data-handling.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  facts: z
    .array(iconItem)
    .check(
      z.describe("Facts about how data is handled (icon, title and the specifics); two per row"),
    ),
  table: z.optional(
    z
      .strictObject({
        title: text(1, 80).check(z.describe("The table's title, also its caption")),
        intro: z.optional(text(1, 400).check(z.describe("One sentence under the title"))),
        columns: z
          .array(text(1, 60).check(z.describe("One column's heading")))
          .check(
            z.minLength(2, "give at least two columns"),
            z.describe("Column headings, left to right; three fit a phone screen"),
          ),
        rows: z
          .array(
            z
              .array(text(1, 300).check(z.describe("One cell's text")))
              .check(z.describe("One row: a cell per column")),
          )
          .check(z.describe("Rows of cells, as many as columns; the first cell heads the row")),
        note: z.optional(text(1, 400).check(z.describe("Small print under the table"))),
      })
      .check(
        z.refine(
          (table) => table.rows.every((row) => row.length === table.columns.length),
          "give every row one cell per column",
        ),
        z.describe("A table under the facts, e.g. the subprocessors"),
      ),
  ),
  muted: z.optional(z.boolean("write true or false").check(z.describe("Slate background"))),
});

export type DataHandlingProps = Fields<typeof schema>;

/** How data is stored, kept and shared: a grid of facts, then an optional table. */
export function DataHandling({ id, heading, facts, table, muted }: DataHandlingProps) {
  const tableId = `${id}-table`;
  return (
    <SiteSection id={id} heading={heading} muted={muted}>
      <ul className="row g-4 list-unstyled mb-0">
        {facts.map((fact) => (
          <li className="col-md-6" key={fact.title}>
            <div className="data-fact">
              <span className="tile-icon mb-0">
                <Icon name={fact.icon} />
              </span>
              <div>
                <h3 className="data-fact-title">{fact.title}</h3>
                <p className="data-fact-text">{fact.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {table && (
        <div className="data-table">
          <h3 id={tableId} className="data-table-title">
            {table.title}
          </h3>
          {table.intro && <p className="data-table-intro">{table.intro}</p>}
          <table className="data-table-grid" aria-labelledby={tableId}>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th scope="row" key={cell}>
                        {cell}
                      </th>
                    ) : (
                      <td key={`${index}-${cell}`}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {table.note && <p className="data-table-note">{table.note}</p>}
        </div>
      )}
    </SiteSection>
  );
}
