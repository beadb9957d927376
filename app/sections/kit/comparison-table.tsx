import Check from "lucide-react/icons/check";
import Minus from "lucide-react/icons/minus";

import { InfoTip } from "~/components/kit/info-tip";
import { Glyph } from "~/components/ui/icon";
import { ScrollRegion } from "~/components/ui/scroll-region";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_comparison.scss";

export interface ComparisonRow {
  label: string;
  /** A short explanation of the row, behind an "i" button beside its label (hover, focus, tap). */
  tip?: string;
  /** One value per column: yes, no, or a short text. */
  values: readonly (boolean | string)[];
}

export interface ComparisonTableProps {
  id: string;
  heading: KitIntro;
  /** Column headings after the first (e.g. "Our platform", "Built in-house"). */
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** The column to highlight (index into `columns`). */
  highlight?: number;
  tone?: Tone;
  /** Anchor of the section, for in-page links. */
  anchor?: string;
}

function Cell({ value }: { value: boolean | string }) {
  if (typeof value === "string") return <>{value}</>;
  return value ? (
    <>
      <Glyph icon={Check} size={20} className="kit-yes" />
      <span className="visually-hidden">Yes</span>
    </>
  ) : (
    <>
      <Glyph icon={Minus} size={20} className="kit-no" />
      <span className="visually-hidden">No</span>
    </>
  );
}

/** A table that compares options row by row; it scrolls sideways on narrow screens. */
export function ComparisonTable({
  id,
  heading,
  columns,
  rows,
  highlight,
  tone,
  anchor,
}: ComparisonTableProps) {
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <ScrollRegion className="kit-table-wrap" labelledBy={id}>
        <table className="kit-table">
          <thead>
            <tr>
              <td />
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={index === highlight ? "is-highlight" : undefined}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  {row.label}
                  {row.tip && <InfoTip subject={row.label} text={row.tip} />}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index]}
                    className={index === highlight ? "is-highlight" : undefined}
                  >
                    <Cell value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </KitSection>
  );
}
