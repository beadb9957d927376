import { type MoneyStat, MoneyStats, type ShareRow, ShareTable } from "./account-cards";
import { type AccountPanelHead, HeadedPanel } from "./account-page";
import {
  DonutChart,
  type DonutChartProps,
  LineChart,
  type LineChartProps,
} from "./earnings-charts";

export interface AccountEarningsProps {
  stats: readonly MoneyStat[];
  sales: { panel: AccountPanelHead } & LineChartProps;
  countries: {
    panel: AccountPanelHead;
    caption: string;
    labelHeader: string;
    rows: readonly ShareRow[];
  };
  devices: { panel: AccountPanelHead } & DonutChartProps;
}

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
