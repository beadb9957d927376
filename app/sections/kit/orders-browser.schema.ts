/**
 * What the order history (kit/orders-browser.tsx) takes from a content file: its heading, page
 * size and filter labels, and `orders: all`. The orders and the date they count back from are
 * the account sample's (content/templates/account/sample.yaml), joined at build time.
 */
import * as z from "zod/mini";

import { accountSample } from "~/content/templates/account/sample";
import { elementId, text } from "~/lib/content/vocab/fields";
import { ORDER_PERIODS, ORDER_STATUSES } from "~/lib/filter-orders";

import type { OrdersBrowserProps } from "./orders-browser";

const STATUS_FILTERS = ["all", ...ORDER_STATUSES] as const;

export const ordersBrowserSchema = z.strictObject({
  id: elementId,
  title: text(1, 80),
  /** Which orders: all of the account sample's. */
  orders: z.literal("all", "write all (every order of the account sample)"),
  perPage: z.number("write how many orders a page shows").check(z.int(), z.gte(1)),
  periods: z.array(
    z.strictObject({
      value: z.enum(ORDER_PERIODS, `use one of: ${ORDER_PERIODS.join(", ")}`),
      label: text(1, 40),
    }),
  ),
  statuses: z.array(
    z.strictObject({
      value: z.enum(STATUS_FILTERS, `use one of: ${STATUS_FILTERS.join(", ")}`),
      label: text(1, 40),
    }),
  ),
});

/** The history's props: every order of the sample, and its date. */
export function ordersBrowserProps({
  orders: _all,
  ...fields
}: z.infer<typeof ordersBrowserSchema>): OrdersBrowserProps {
  const { orders, asOf } = accountSample;
  return { ...fields, orders, asOf };
}
