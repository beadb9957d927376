/**
 * The orders page's filters: by period and status, read from and written to the URL query,
 * then paged. Periods count back from the sample data's own date, not the visitor's clock, so
 * the prerendered page and every visit show the same orders.
 */

import { byCharCode } from "./compare.ts";

export const ORDER_STATUSES = ["processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_PERIODS = ["all", "30d", "90d", "12m"] as const;
export type OrderPeriod = (typeof ORDER_PERIODS)[number];

export interface FilterableOrder {
  /** Date placed, ISO "YYYY-MM-DD". */
  placed: string;
  status: OrderStatus;
}

export interface OrderFilters {
  period: OrderPeriod;
  /** "all" or one status. */
  status: OrderStatus | "all";
  /** 1-based page. */
  page: number;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = { period: "all", status: "all", page: 1 };

const DAY_MS = 86_400_000;

/** The first day a period keeps, counting back from `asOf`; null for all time. */
export function periodStart(period: OrderPeriod, asOf: string): string | null {
  const end = Date.parse(`${asOf}T00:00:00Z`);
  switch (period) {
    case "all":
      return null;
    case "30d":
      return new Date(end - 29 * DAY_MS).toISOString().slice(0, 10);
    case "90d":
      return new Date(end - 89 * DAY_MS).toISOString().slice(0, 10);
    case "12m": {
      const date = new Date(end);
      date.setUTCFullYear(date.getUTCFullYear() - 1);
      return new Date(date.getTime() + DAY_MS).toISOString().slice(0, 10);
    }
  }
}

/** The orders of a period and status, newest first. */
export function filterOrders<T extends FilterableOrder>(
  orders: readonly T[],
  filters: Pick<OrderFilters, "period" | "status">,
  asOf: string,
): T[] {
  const start = periodStart(filters.period, asOf);
  return orders
    .filter(
      (order) =>
        (filters.status === "all" || order.status === filters.status) &&
        order.placed <= asOf &&
        (start === null || order.placed >= start),
    )
    .sort((a, b) => byCharCode(b.placed, a.placed));
}

/** One page of items; a page past the end shows the last page. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}

const isPeriod = (value: string | null): value is OrderPeriod =>
  ORDER_PERIODS.some((period) => period === value);
const isStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUSES.some((status) => status === value);

/** Filters from the query; unknown values fall back to the defaults. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const period = params.get("period");
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    period: isPeriod(period) ? period : "all",
    status: isStatus(status) ? status : "all",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query for a set of filters: defaults are left out, other parameters kept. */
export function writeOrderFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  set("period", filters.period, "all");
  set("status", filters.status, "all");
  set("page", String(filters.page), "1");
  return next;
}

/** What an order cost: its lines plus shipping, in US cents. */
export function orderTotal(order: {
  items: readonly { qty: number; price: number }[];
  shipping: number;
}): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, order.shipping);
}
