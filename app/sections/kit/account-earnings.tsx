import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";
import { usCents } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { MoneyStats, ShareTable } from "./account-cards";
import { accountPanel, HeadedPanel } from "./account-page";
import { DonutChart, LineChart } from "./earnings-charts";

const cents = usCents("amount");
const percent = z
  .number("write a percentage")
  .check(z.gte(0), z.lte(100), z.describe("The share in percent, from 0 to 100"));

/**
 * The earnings page as a content file writes it: the figures, the monthly sales, the countries'
 * and devices' shares, each panel with its heading. Amounts in US cents, shown in the visitor's
 * currency.
 */
export const schema = z.strictObject({
  stats: z
    .array(
      z
        .strictObject({
          label: text(1, 40).check(z.describe("What the figure is, e.g. Revenue")),
          cents,
          note: text(1, 120).check(z.describe("A line under the figure, e.g. +12% on last month")),
        })
        .check(z.describe("One figure")),
    )
    .check(z.minLength(1, "list the figures"), z.describe("The figures at the top")),
  sales: z
    .strictObject({
      panel: accountPanel,
      caption: text(1, 160).check(
        z.describe("The chart's caption, for screen readers and the table view"),
      ),
      valueLabel: text(1, 40).check(z.describe("The values' column header")),
      points: z
        .array(
          z
            .strictObject({
              label: text(1, 10).check(z.describe("The point's short label on the axis, e.g. Jan")),
              name: text(1, 40).check(z.describe("The point's full name, e.g. January 2026")),
              value: cents,
            })
            .check(z.describe("One month's sales")),
        )
        .check(
          z.minLength(2, "give the chart two points or more"),
          z.describe("The chart's points, oldest first"),
        ),
    })
    .check(z.describe("The monthly sales chart")),
  countries: z
    .strictObject({
      panel: accountPanel,
      caption: text(1, 160).check(z.describe("The table's caption")),
      labelHeader: text(1, 40).check(z.describe("The header of the first column, e.g. Country")),
      rows: z
        .array(
          z
            .strictObject({
              label: text(1, 60).check(z.describe("The row's name, e.g. a country")),
              cents,
              percent,
            })
            .check(z.describe("One row: a name, an amount and its share")),
        )
        .check(z.minLength(1, "list the rows"), z.describe("The table's rows")),
    })
    .check(z.describe("The table of sales by country")),
  devices: z
    .strictObject({
      panel: accountPanel,
      caption: text(1, 160).check(z.describe("The chart's caption, for screen readers")),
      labelHeader: text(1, 40).check(z.describe("The header of the names' column, e.g. Device")),
      slices: z
        .array(
          z
            .strictObject({
              label: text(1, 40).check(z.describe("The slice's name, e.g. Mobile")),
              percent,
            })
            .check(z.describe("One slice: a name and its share")),
        )
        .check(z.minLength(1, "list the shares"), z.describe("The chart's slices")),
    })
    .check(z.describe("The chart of sales by device")),
});

export type AccountEarningsProps = Fields<typeof schema>;

/** The earnings page: the figures, the monthly sales chart, countries beside devices. */
export function AccountEarnings({ stats, sales, countries, devices }: AccountEarningsProps) {
  const { panel: salesPanel, ...chart } = sales;
  const { panel: countriesPanel, ...table } = countries;
  const { panel: devicesPanel, ...donut } = devices;
  return (
    <div className="acct-stack">
      <MoneyStats items={stats} />
      <HeadedPanel head={salesPanel}>
        <LineChart {...chart} />
      </HeadedPanel>
      <div className="acct-cols">
        <HeadedPanel head={countriesPanel}>
          <ShareTable {...table} />
        </HeadedPanel>
        <HeadedPanel head={devicesPanel}>
          <DonutChart {...donut} />
        </HeadedPanel>
      </div>
    </div>
  );
}
