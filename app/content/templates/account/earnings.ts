import type { TemplatePage } from "~/lib/template-page";
import type { MoneyStat, ShareRow } from "~/sections/kit/account-cards";
import type { DonutChartProps, LineChartProps } from "~/sections/kit/earnings-charts";

import { accountBrand } from "./profile";

export const earningsPage = {
  path: "/account/earnings",
  title: "Earnings: sales, payouts and where buyers are",
  description:
    "Sample seller dashboard: earnings this month and this year, a monthly sales chart, the top countries of buyers and the devices they shop on.",
  ...accountBrand,
} as const satisfies TemplatePage;

export const earningsHead = {
  title: "Earnings",
  intro: "Sales of Okafor Weaves after Loomhall's fee, up to 15 November 2026.",
};

export const earningsStats = [
  { label: "This month", cents: 184_260, note: "Up 12% on the same days of October" },
  { label: "Last 12 months", cents: 2_163_540, note: "412 orders from 297 buyers" },
  { label: "Next payout", cents: 128_460, note: "Paid on 1 December" },
] as const satisfies readonly MoneyStat[];

export const earningsSales = {
  caption: "Sales per month, December 2025 to November 2026 (November to the 15th)",
  valueLabel: "Sales",
  points: [
    { label: "Dec", name: "December 2025", value: 268_410 },
    { label: "Jan", name: "January 2026", value: 121_330 },
    { label: "Feb", name: "February 2026", value: 109_870 },
    { label: "Mar", name: "March 2026", value: 142_560 },
    { label: "Apr", name: "April 2026", value: 158_240 },
    { label: "May", name: "May 2026", value: 176_900 },
    { label: "Jun", name: "June 2026", value: 163_420 },
    { label: "Jul", name: "July 2026", value: 149_780 },
    { label: "Aug", name: "August 2026", value: 171_650 },
    { label: "Sep", name: "September 2026", value: 198_310 },
    { label: "Oct", name: "October 2026", value: 219_020 },
    { label: "Nov", name: "November 2026", value: 184_260 },
  ],
} as const satisfies LineChartProps;

export const earningsCountries = {
  caption: "Sales by buyer's country, last 12 months",
  labelHeader: "Country",
  rows: [
    { label: "United Kingdom", cents: 1_081_770, percent: 50 },
    { label: "Germany", cents: 324_530, percent: 15 },
    { label: "United States", cents: 281_260, percent: 13 },
    { label: "Netherlands", cents: 173_080, percent: 8 },
    { label: "Ireland", cents: 129_810, percent: 6 },
  ],
} as const satisfies { caption: string; labelHeader: string; rows: readonly ShareRow[] };

export const earningsDevices = {
  caption: "Orders by the buyer's device, last 12 months",
  labelHeader: "Device",
  slices: [
    { label: "Phone", percent: 58 },
    { label: "Computer", percent: 33 },
    { label: "Tablet", percent: 9 },
  ],
} as const satisfies DonutChartProps;
