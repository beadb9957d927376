import { describe, expect, it } from "vitest";

import {
  DEFAULT_ORDER_FILTERS,
  filterOrders,
  orderTotal,
  paginate,
  periodStart,
  readOrderFilters,
  writeOrderFilters,
} from "./filter-orders";

const asOf = "2026-11-15";
const orders = [
  { id: "a", placed: "2026-11-14", status: "processing" },
  { id: "b", placed: "2026-10-17", status: "shipped" },
  { id: "c", placed: "2026-10-16", status: "delivered" },
  { id: "d", placed: "2026-08-18", status: "delivered" },
  { id: "e", placed: "2025-11-16", status: "cancelled" },
  { id: "f", placed: "2025-11-15", status: "delivered" },
] as const;

const ids = (list: readonly { id: string }[]) => list.map((order) => order.id);

describe("filterOrders", () => {
  it("counts periods back from the sample date, inclusive", () => {
    expect(periodStart("30d", asOf)).toBe("2026-10-17");
    expect(periodStart("90d", asOf)).toBe("2026-08-18");
    expect(periodStart("12m", asOf)).toBe("2025-11-16");
    expect(ids(filterOrders(orders, { period: "30d", status: "all" }, asOf))).toEqual(["a", "b"]);
    expect(ids(filterOrders(orders, { period: "90d", status: "all" }, asOf))).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
    expect(ids(filterOrders(orders, { period: "12m", status: "all" }, asOf))).toHaveLength(5);
    expect(ids(filterOrders(orders, { period: "all", status: "all" }, asOf))).toHaveLength(6);
  });

  it("combines status and period, newest first", () => {
    expect(ids(filterOrders(orders, { period: "all", status: "delivered" }, asOf))).toEqual([
      "c",
      "d",
      "f",
    ]);
    expect(ids(filterOrders(orders, { period: "30d", status: "delivered" }, asOf))).toEqual([]);
    const shuffled = [...orders].reverse();
    expect(ids(filterOrders(shuffled, { period: "all", status: "all" }, asOf))).toEqual(
      ids(orders),
    );
  });
});

describe("paginate", () => {
  it("cuts pages and clamps a page out of range", () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(paginate(items, 1, 3)).toEqual({ items: [1, 2, 3], page: 1, pages: 3 });
    expect(paginate(items, 3, 3)).toEqual({ items: [7], page: 3, pages: 3 });
    expect(paginate(items, 9, 3)).toEqual({ items: [7], page: 3, pages: 3 });
    expect(paginate(items, 0, 3).page).toBe(1);
    expect(paginate([], 1, 3)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe("the query", () => {
  it("reads known values and falls back on anything else", () => {
    expect(readOrderFilters(new URLSearchParams("period=30d&status=shipped&page=2"))).toEqual({
      period: "30d",
      status: "shipped",
      page: 2,
    });
    expect(readOrderFilters(new URLSearchParams("period=week&status=lost&page=-1"))).toEqual(
      DEFAULT_ORDER_FILTERS,
    );
    expect(readOrderFilters(new URLSearchParams("page=1.5"))).toEqual(DEFAULT_ORDER_FILTERS);
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    const written = writeOrderFilters(new URLSearchParams("period=90d&ref=mail"), {
      period: "all",
      status: "delivered",
      page: 2,
    });
    expect(written.toString()).toBe("ref=mail&status=delivered&page=2");
    const filters = { period: "12m", status: "cancelled", page: 3 } as const;
    expect(readOrderFilters(writeOrderFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe("orderTotal", () => {
  it("adds the lines and shipping", () => {
    expect(
      orderTotal({
        items: [
          { qty: 2, price: 2800 },
          { qty: 1, price: 5400 },
        ],
        shipping: 600,
      }),
    ).toBe(11_600);
    expect(orderTotal({ items: [], shipping: 0 })).toBe(0);
  });
});
