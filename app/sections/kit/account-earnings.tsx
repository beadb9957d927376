import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { MoneyStats, ShareTable } from "./account-cards";
import { accountPanel, HeadedPanel } from "./account-page";
import { DonutChart, LineChart } from "./earnings-charts";

const cents = z.number("write the amount in US cents").check(z.int(), z.gte(0));
const percent = z.number("write a percentage").check(z.gte(0), z.lte(100));

/**
 * The earnings page as a content file writes it: the figures, the monthly sales, the countries'
 * and devices' shares, each panel with its heading. Amounts in US cents, shown in the visitor's
 * currency.
 */
export const schema = z.strictObject({
  stats: z
    .array(z.strictObject({ label: text(1, 40), cents, note: text(1, 120) }))
    .check(z.minLength(1, "list the figures")),
  sales: z.strictObject({
    panel: accountPanel,
    caption: text(1, 160),
    valueLabel: text(1, 40).check(z.describe("The values' column header")),
    points: z
      .array(z.strictObject({ label: text(1, 10), name: text(1, 40), value: cents }))
      .check(z.minLength(2, "give the chart two points or more")),
  }),
  countries: z.strictObject({
    panel: accountPanel,
    caption: text(1, 160),
    labelHeader: text(1, 40),
    rows: z
      .array(z.strictObject({ label: text(1, 60), cents, percent }))
      .check(z.minLength(1, "list the rows")),
  }),
  devices: z.strictObject({
    panel: accountPanel,
    caption: text(1, 160),
    labelHeader: text(1, 40),
    slices: z
      .array(z.strictObject({ label: text(1, 40), percent }))
      .check(z.minLength(1, "list the shares")),
  }),
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
