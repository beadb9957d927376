import Check from "lucide-react/icons/check";
import Minus from "lucide-react/icons/minus";
import * as z from "zod/mini";

import { InfoTip } from "~/components/kit/info-tip";
import { Glyph } from "~/components/ui/icon";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_comparison.scss";

/**
 * The template kit's comparison table as a content file writes it: the `kit` variant of the
 * library's ComparisonTable (`section: ComparisonTable`, `variant: kit`). Each row has one value
 * per column: true (yes), false (no) or a short text.
 */
export const schema = z
  .strictObject({
    id: elementId,
    heading: kitIntro,
    columns: z
      .array(text(1, 40))
      .check(
        z.minLength(1, "give at least one column"),
        z.describe("Column headings after the first (e.g. Our platform, Built in-house)"),
      ),
    rows: z
      .array(
        z.strictObject({
          label: text(1, 80).check(z.describe("The row's name, in its first cell")),
          tip: z.optional(
            text(1, 200).check(
              z.describe("A short explanation behind an i button beside the label"),
            ),
          ),
          values: z
            .array(
              z
                .union([z.boolean(), text(1, 40)], { error: "write true, false or a short text" })
                .check(z.describe("true (a tick), false (a dash) or a short text")),
            )
            .check(z.describe("One value per column: true (yes), false (no) or a short text")),
        }),
      )
      .check(z.minLength(1, "list the rows")),
    highlight: z.optional(
      z.number().check(z.int(), z.gte(0), z.describe("The column to highlight, counted from 0")),
    ),
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

export type ComparisonTableProps = Fields<typeof schema>;

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
