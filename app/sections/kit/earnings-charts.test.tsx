import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import earningsPage from "~/content/generated/templates/account/earnings";
import { sectionProps } from "~/testing/content-page";
import { expectNoInlineStylesAndSizedSvgs } from "~/testing/page-outline";

import type { AccountEarningsProps } from "./account-earnings";
import { DonutChart, LineChart } from "./earnings-charts";

// The earnings page's own data, as the build resolved it.
const { sales, devices } = sectionProps<AccountEarningsProps>(earningsPage, "AccountEarnings");
const earningsSales = {
  caption: sales.caption,
  points: sales.points,
  valueLabel: sales.valueLabel,
};
const earningsDevices = {
  caption: devices.caption,
  slices: devices.slices,
  labelHeader: devices.labelHeader,
};

describe("the earnings charts", () => {
  it("draw one dot per point and list the same points in a captioned table", () => {
    const { container } = render(<LineChart {...earningsSales} />);
    expectNoInlineStylesAndSizedSvgs(container);
    const dots = container.querySelectorAll("circle");
    expect(dots).toHaveLength(earningsSales.points.length);
    const table = screen.getByRole("table", { name: earningsSales.caption });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(
      earningsSales.points.map((point) => point.name),
    );
    // The highest month is drawn highest (smallest y).
    const ys = [...dots].map((dot) => Number(dot.getAttribute("cy")));
    const values: number[] = earningsSales.points.map((point) => point.value);
    expect(ys.indexOf(Math.min(...ys))).toBe(values.indexOf(Math.max(...values)));
  });

  it("draw one donut slice per share, with a table of the shares", () => {
    const { container } = render(<DonutChart {...earningsDevices} />);
    expectNoInlineStylesAndSizedSvgs(container);
    const slices = container.querySelectorAll(".kit-donut-svg path");
    expect(slices).toHaveLength(earningsDevices.slices.length);
    for (const slice of slices) expect(slice.getAttribute("d")).toMatch(/^M/);
    const table = screen.getByRole("table", { name: earningsDevices.caption });
    for (const slice of earningsDevices.slices) {
      expect(
        within(table).getByRole("row", { name: `${slice.label} ${slice.percent}%` }),
      ).toBeTruthy();
    }
  });
});
