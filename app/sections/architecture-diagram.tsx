import * as z from "zod/mini";

import { headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_architecture-diagram.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  diagramLabel: text(1, 800).check(
    z.describe("Accessible name of the drawing: the whole flow in one or two sentences"),
  ),
  caption: text(1, 300).check(z.describe("Visible caption under the drawing")),
  listTitle: text(1, 60).check(z.describe("The title over the text list of stages")),
  zones: z
    .array(
      z
        .strictObject({
          label: text(1, 40).check(z.describe("Label drawn at the zone's top-left")),
          emphasis: z.optional(
            z
              .boolean("write true or false")
              .check(z.describe("Draws the zone tinted, to set it apart from the others")),
          ),
          steps: z
            .array(
              z
                .strictObject({
                  title: text(1, 40).check(
                    z.describe("Short name drawn in the box (keep to about 14 characters)"),
                  ),
                  lines: z
                    .array(text(1, 40).check(z.describe("One short line")))
                    .check(
                      z.describe("Up to two short lines under the name (about 22 characters each)"),
                    ),
                  text: text(1, 500).check(z.describe("The full description, in the text list")),
                })
                .check(z.describe("One stage: a title and a line or two")),
            )
            .check(
              z.minLength(1, "give at least one step"),
              z.describe("One or two stages, in flow order"),
            ),
        })
        .check(z.describe("One zone: its name and its stages")),
    )
    .check(
      z.minLength(1, "give at least one zone"),
      z.describe(
        'The zones ("Your site", "Our cloud"), top to bottom; stages snake left and right',
      ),
    ),
});

export type ArchitectureDiagramProps = Fields<typeof schema>;

/** A boundary that holds one or two stages, e.g. "Your site" or "Our cloud". */
type ArchitectureZone = ArchitectureDiagramProps["zones"][number];

/** One stage of the flow. */
type ArchitectureStep = ArchitectureZone["steps"][number];

// Drawing units; the SVG scales to its column, so these only set proportions and text size.
const WIDTH = 560;
const ZONE_HEIGHT = 200;
const ZONE_GAP = 48;
const BOX = { width: 236, height: 128, top: 52 };
const COLUMN_X = [30, 294] as const;

interface PlacedStep {
  step: ArchitectureStep;
  number: number;
  row: number;
  column: 0 | 1;
  x: number;
  y: number;
}

/** Lays stages out two per row, alternating direction so each arrow is short and straight. */
function layout(zones: readonly ArchitectureZone[]): PlacedStep[] {
  const placed: PlacedStep[] = [];
  let previousColumn: 0 | 1 | undefined;
  zones.forEach((zone, row) => {
    const start = previousColumn ?? 0;
    const direction = start === 0 ? 1 : -1;
    zone.steps.slice(0, 2).forEach((step, index) => {
      const column = (start + direction * index) as 0 | 1;
      placed.push({
        step,
        number: placed.length + 1,
        row,
        column,
        x: COLUMN_X[column],
        y: zoneTop(row) + BOX.top,
      });
      previousColumn = column;
    });
  });
  return placed;
}

const zoneTop = (row: number) => 10 + row * (ZONE_HEIGHT + ZONE_GAP);

/** The arrow from one box to the next: a line and a head, as one path each. */
function arrow(from: PlacedStep, to: PlacedStep): { line: string; head: string } {
  if (from.row === to.row) {
    const y = from.y + BOX.height / 2;
    const rightward = to.x > from.x;
    const x1 = rightward ? from.x + BOX.width : from.x;
    const x2 = rightward ? to.x - 2 : to.x + BOX.width + 2;
    const back = rightward ? -9 : 9;
    return {
      line: `M${x1} ${y}H${x2 + back}`,
      head: `M${x2} ${y}l${back} -6v12z`,
    };
  }
  const x = from.x + BOX.width / 2;
  const y1 = from.y + BOX.height;
  const y2 = to.y - 2;
  return { line: `M${x} ${y1}V${y2 - 9}`, head: `M${x} ${y2}l-6 -9h12z` };
}

/** How a system works: an inline SVG flow diagram with the same stages as a text list beside it. */
export function ArchitectureDiagram({
  id,
  heading,
  diagramLabel,
  caption,
  zones,
  listTitle,
}: ArchitectureDiagramProps) {
  const steps = layout(zones);
  const height = zoneTop(zones.length) - ZONE_GAP + 10;
  return (
    <SiteSection id={id} heading={heading}>
      <div className="row gx-4 gy-5 gx-lg-5 align-items-center">
        <div className="col-lg-7">
          <figure className="arch-figure">
            <svg
              className="arch-svg"
              viewBox={`0 0 ${WIDTH} ${height}`}
              width={WIDTH}
              height={height}
              role="img"
              aria-label={diagramLabel}
              focusable="false"
            >
              {zones.map((zone, row) => (
                <g key={zone.label} className={cx("arch-zone", zone.emphasis && "is-emphasis")}>
                  <rect x={10} y={zoneTop(row)} width={WIDTH - 20} height={ZONE_HEIGHT} rx={18} />
                  <text x={30} y={zoneTop(row) + 32} className="arch-zone-label">
                    {zone.label}
                  </text>
                </g>
              ))}
              {steps.slice(1).map((to, index) => {
                const from = steps[index];
                if (!from) return null;
                const { line, head } = arrow(from, to);
                return (
                  <g key={`arrow-${to.number}`} className="arch-arrow">
                    <path d={line} />
                    <path d={head} className="arch-arrow-head" />
                  </g>
                );
              })}
              {steps.map(({ step, number, x, y }) => (
                <g key={step.title} className="arch-box">
                  <rect x={x} y={y} width={BOX.width} height={BOX.height} rx={12} />
                  <circle cx={x + 30} cy={y + 34} r={16} className="arch-number" />
                  <text x={x + 30} y={y + 40} textAnchor="middle" className="arch-number-text">
                    {number}
                  </text>
                  <text x={x + 56} y={y + 41} className="arch-title">
                    {step.title}
                  </text>
                  {step.lines.slice(0, 2).map((line, index) => (
                    <text key={line} x={x + 18} y={y + 78 + index * 26} className="arch-line">
                      {line}
                    </text>
                  ))}
                </g>
              ))}
            </svg>
            <figcaption className="arch-caption">{caption}</figcaption>
          </figure>
        </div>
        <div className="col-lg-5">
          <h3 className="arch-list-title">{listTitle}</h3>
          <dl className="arch-steps">
            {steps.map(({ step, number }) => (
              <div key={step.title} className="arch-step">
                <dt>
                  <span className="arch-step-number" aria-hidden="true">
                    {number}
                  </span>
                  {step.title}
                </dt>
                <dd>{step.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </SiteSection>
  );
}
