import { useId, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import * as z from "zod/mini";

import { Accordion } from "~/components/kit/accordion";
import { Price } from "~/components/kit/price";
import { accountSample } from "~/content/templates/account/sample";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { elementId, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";
import {
  DEFAULT_ORDER_FILTERS,
  filterOrders,
  ORDER_PERIODS,
  ORDER_STATUSES,
  type OrderFilters,
  orderTotal,
  paginate,
  readOrderFilters,
  writeOrderFilters,
} from "~/lib/filter-orders";

import { AccountPanel } from "./account-page";
import { type AccountOrder, formatOrderDate, OrderStatusPill } from "./order-table";

const STATUS_FILTERS = ["all", ...ORDER_STATUSES] as const;

/**
 * What a content file gives the order history: its heading, page size and filter labels, and
 * `orders: all`. The orders and the date they count back from are the account sample's
 * (content/templates/account/sample.yaml), joined at build time.
 */
export const schema = z.strictObject({
  id: elementId.check(z.describe("The id of the panel's h2")),
  title: text(1, 80).check(z.describe("The panel's heading")),
  orders: z
    .literal("all", "write all (every order of the account sample)")
    .check(z.describe("Which orders: all of the account sample's")),
  perPage: z
    .number("write how many orders a page shows")
    .check(z.int(), z.gte(1), z.describe("Orders on one page")),
  periods: z
    .array(
      z
        .strictObject({
          value: z
            .enum(ORDER_PERIODS, `use one of: ${ORDER_PERIODS.join(", ")}`)
            .check(z.describe("The period this choice shows")),
          label: text(1, 40).check(z.describe("The choice's text")),
        })
        .check(z.describe("One choice: the period and its label")),
    )
    .check(z.describe("The choices of the period filter")),
  statuses: z
    .array(
      z
        .strictObject({
          value: z
            .enum(STATUS_FILTERS, `use one of: ${STATUS_FILTERS.join(", ")}`)
            .check(z.describe("The status this choice shows")),
          label: text(1, 40).check(z.describe("The choice's text")),
        })
        .check(z.describe("One choice: the status and its label")),
    )
    .check(z.describe("The choices of the status filter")),
});

/** The history's props: every order of the sample, and its date ("YYYY-MM-DD"). */
export function resolve({ orders: _all, ...fields }: Fields<typeof schema>) {
  const { orders, asOf } = accountSample;
  return { ...fields, orders, asOf };
}

export type OrdersBrowserProps = ReturnType<typeof resolve>;

/**
 * Orders with period and status filters and pages, all in the URL query (a filtered view can
 * be shared or bookmarked). Each order opens in an accordion to show its lines and totals.
 */
export function OrdersBrowser({
  id,
  title,
  orders,
  asOf,
  perPage,
  periods,
  statuses,
}: OrdersBrowserProps) {
  const fieldId = useId();
  // The prerendered HTML has no query: it hydrates unfiltered and applies the query after.
  const hydrated = useAfterHydration();
  const [searchParams, setSearchParams] = useSearchParams();
  const periodField = useRef<HTMLSelectElement>(null);
  const filters = hydrated ? readOrderFilters(searchParams) : DEFAULT_ORDER_FILTERS;
  const matching = filterOrders(orders, filters, asOf);
  const shown = paginate(matching, filters.page, perPage);

  const apply = (next: OrderFilters) =>
    setSearchParams((current) => writeOrderFilters(current, next), {
      replace: true,
      preventScrollReset: true,
    });
  const pageSearch = (page: number) =>
    `?${writeOrderFilters(hydrated ? searchParams : new URLSearchParams(), { ...filters, page })}`;

  const filtered = filters.period !== "all" || filters.status !== "all";
  const clear = () => {
    apply(DEFAULT_ORDER_FILTERS);
    periodField.current?.focus();
  };

  return (
    <AccountPanel id={id} title={title}>
      <div className="acct-filters">
        <div className="acct-filter">
          <label className="kit-label" htmlFor={`${fieldId}-period`}>
            Period
          </label>
          <select
            ref={periodField}
            id={`${fieldId}-period`}
            className="kit-select"
            value={filters.period}
            onChange={(event) => {
              const period = periods.find((option) => option.value === event.target.value);
              if (period) apply({ ...filters, period: period.value, page: 1 });
            }}
          >
            {periods.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="acct-filter">
          <label className="kit-label" htmlFor={`${fieldId}-status`}>
            Status
          </label>
          <select
            id={`${fieldId}-status`}
            className="kit-select"
            value={filters.status}
            onChange={(event) => {
              const status = statuses.find((option) => option.value === event.target.value);
              if (status) apply({ ...filters, status: status.value, page: 1 });
            }}
          >
            {statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <p className="acct-filter-count" role="status">
          {matching.length === 0
            ? "No orders match"
            : `Showing ${(shown.page - 1) * perPage + 1}–${(shown.page - 1) * perPage + shown.items.length} of ${matching.length} orders`}
        </p>
      </div>

      {shown.items.length > 0 ? (
        <Accordion
          allowsMultiple
          items={shown.items.map((order) => ({
            id: order.id,
            title: (
              <span className="acct-order-summary">
                <span className="acct-order-id">Order {order.id}</span>
                <time dateTime={order.placed}>{formatOrderDate(order.placed)}</time>
                <OrderStatusPill status={order.status} />
                <Price className="acct-order-total" cents={orderTotal(order)} />
              </span>
            ),
            content: <OrderDetails order={order} />,
          }))}
        />
      ) : (
        <div className="acct-empty">
          <p>No orders in this period with this status.</p>
          {filtered && (
            <button type="button" className="kit-btn kit-btn-sm" onClick={clear}>
              Clear filters
            </button>
          )}
        </div>
      )}

      {shown.pages > 1 && (
        <nav aria-label="Order pages" className="acct-pages">
          <ul>
            {Array.from({ length: shown.pages }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                <Link
                  to={{ search: pageSearch(page) }}
                  preventScrollReset
                  replace
                  className={cx("acct-page-link", page === shown.page && "is-current")}
                  aria-current={page === shown.page ? "page" : undefined}
                  aria-label={`Page ${page}`}
                >
                  {page}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </AccountPanel>
  );
}

function OrderDetails({ order }: { order: AccountOrder }) {
  return (
    <div className="acct-order-details">
      <p>
        Sold by <strong>{order.seller}</strong>
      </p>
      <table className="acct-table">
        <caption className="visually-hidden">Items in order {order.id}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="acct-num">
              Qty
            </th>
            <th scope="col" className="acct-num">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.name}>
              <th scope="row">{item.name}</th>
              <td className="acct-num">{item.qty}</td>
              <td className="acct-num">
                <Price cents={item.qty * item.price} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Shipping
            </th>
            <td className="acct-num">
              {order.shipping === 0 ? "Free" : <Price cents={order.shipping} />}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="acct-num">
              <strong>
                <Price cents={orderTotal(order)} />
              </strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
