import { Group } from "@visx/group";
import { scaleLinear, scalePoint } from "@visx/scale";
import { AreaClosed, LinePath, Pie } from "@visx/shape";

import { useCurrency } from "~/hooks/use-currency";
import { formatPrice } from "~/lib/money";

import "~/styles/kit/_charts.scss";

// Charts of the earnings page, drawn with visx: React renders the SVG, so the charts are in
// the prerendered HTML (no layout shift, nothing drawn after load) and use SVG attributes
// only (no style attributes, which the CSP blocks). Sizes are viewBox units; CSS scales the
// SVG to its column.

export interface SeriesPoint {
  /** Axis label, e.g. "Nov". */
  label: string;
  /** Full label for the table, e.g. "November 2026". */
  name: string;
  /** Amount in US cents. */
  value: number;
}

export interface LineChartProps {
  /** The table's caption (also the chart's description). */
  caption: string;
  points: readonly SeriesPoint[];
  /** Header of the value column, e.g. "Sales". */
  valueLabel: string;
}

const W = 560;
const H = 260;
const M = { top: 16, right: 16, bottom: 32, left: 64 };

/**
 * A line and area chart of money over time, with its figures in a table for screen readers
 * (the SVG itself is hidden from them).
 */
export function LineChart({ caption, points, valueLabel }: LineChartProps) {
  const currency = useCurrency();
  const max = Math.max(1, ...points.map((point) => point.value));
  const x = scalePoint<string>({
    domain: points.map((point) => point.label),
    range: [M.left, W - M.right],
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [H - M.bottom, M.top], nice: 4 });
  const ticks = y.ticks(4);
  const xOf = (point: SeriesPoint) => x(point.label) ?? 0;
  const yOf = (point: SeriesPoint) => y(point.value);

  return (
    <figure className="kit-chart">
      <svg
        className="kit-chart-svg"
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        aria-hidden="true"
        focusable="false"
      >
        {ticks.map((tick) => (
          <g key={tick} className="kit-chart-grid">
            <line x1={M.left} x2={W - M.right} y1={y(tick)} y2={y(tick)} />
            <text x={M.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatPrice(tick, currency, { whole: true })}
            </text>
          </g>
        ))}
        {points.map((point) => (
          <text
            key={point.label}
            className="kit-chart-axis"
            x={xOf(point)}
            y={H - 8}
            textAnchor="middle"
          >
            {point.label}
          </text>
        ))}
        <AreaClosed className="kit-chart-area" data={[...points]} x={xOf} y={yOf} yScale={y} />
        <LinePath className="kit-chart-line" data={[...points]} x={xOf} y={yOf} />
        {points.map((point) => (
          <circle
            key={point.label}
            className="kit-chart-dot"
            cx={xOf(point)}
            cy={yOf(point)}
            r={4}
            data-label={point.name}
            data-value={point.value}
          />
        ))}
      </svg>
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.name}</th>
                <td>{formatPrice(point.value, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Last: a figure's caption comes first or last. */}
      <figcaption className="kit-chart-caption">{caption}</figcaption>
    </figure>
  );
}

export interface ShareSlice {
  label: string;
  /** Share in percent; the slices add up to 100. */
  percent: number;
}

export interface DonutChartProps {
  caption: string;
  slices: readonly ShareSlice[];
  /** Header of the label column, e.g. "Device". */
  labelHeader: string;
}

const FILLS = ["kit-fill-1", "kit-fill-2", "kit-fill-4", "kit-fill-3"] as const;
const D = 200;

/**
 * A donut of shares with a visible legend; its figures are also a table for screen readers.
 */
export function DonutChart({ caption, slices, labelHeader }: DonutChartProps) {
  return (
    <figure className="kit-chart kit-donut">
      <div className="kit-donut-body">
        <svg
          className="kit-donut-svg"
          viewBox={`0 0 ${D} ${D}`}
          width={D}
          height={D}
          aria-hidden="true"
          focusable="false"
        >
          <Group top={D / 2} left={D / 2}>
            <Pie
              data={[...slices]}
              pieValue={(slice) => slice.percent}
              pieSort={null}
              outerRadius={D / 2 - 4}
              innerRadius={D / 2 - 34}
              padAngle={0.02}
            >
              {(pie) =>
                pie.arcs.map((arc, index) => (
                  <path
                    key={arc.data.label}
                    className={FILLS[index % FILLS.length]}
                    d={pie.path(arc) ?? ""}
                    data-label={arc.data.label}
                    data-value={arc.data.percent}
                  />
                ))
              }
            </Pie>
          </Group>
        </svg>
        <ul className="kit-donut-legend" aria-hidden="true">
          {slices.map((slice, index) => (
            <li key={slice.label}>
              <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
                <rect width="14" height="14" rx="3" className={FILLS[index % FILLS.length]} />
              </svg>
              <span>{slice.label}</span>
              <strong>{slice.percent}%</strong>
            </li>
          ))}
        </ul>
      </div>
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {slices.map((slice) => (
              <tr key={slice.label}>
                <th scope="row">{slice.label}</th>
                <td>{slice.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Last: a figure's caption comes first or last. */}
      <figcaption className="kit-chart-caption">{caption}</figcaption>
    </figure>
  );
}
