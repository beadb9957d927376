import { Icon, type IconName } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_data-handling.scss";

/** One fact about how data is handled. */
export interface DataFact {
  /** Icon beside the title. */
  icon: IconName;
  /** The fact's h3, e.g. "Where your data lives". */
  title: string;
  /** The specifics: regions, periods, methods. */
  text: string;
}

/** A small data table; the first cell of each row is its header. */
export interface DataTable {
  /** The table's h3, also its caption for assistive technology. */
  title: string;
  /** One sentence under the title. */
  intro?: string;
  /** Column headings, left to right; three fit a phone screen without scrolling. */
  columns: readonly string[];
  /** Rows of cells, as many cells as columns. */
  rows: readonly (readonly string[])[];
  /** Optional small print under the table. */
  note?: string;
}

export interface DataHandlingProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The facts; two per row from md up. */
  facts: readonly DataFact[];
  /** A table under the facts, e.g. the subprocessors. */
  table?: DataTable;
  /** Slate background. */
  muted?: boolean;
}

/** How data is stored, kept and shared: a grid of facts, then an optional table. */
export function DataHandling({ id, heading, facts, table, muted }: DataHandlingProps) {
  const tableId = `${id}-table`;
  return (
    <section className={cx("section", muted && "section-muted")} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
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
      </div>
    </section>
  );
}
