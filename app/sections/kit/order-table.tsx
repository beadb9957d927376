import { Price } from "~/components/kit/price";
import { ScrollRegion } from "~/components/ui/scroll-region";
import type { AccountSample } from "~/content/templates/account/sample.schema";
import { shortDateDayFirst } from "~/lib/dates";
import { type OrderStatus, orderTotal } from "~/lib/filter-orders";

/** An order of the account sample, as its schema gives it. */
export type AccountOrder = AccountSample["orders"][number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** "12 Nov 2026" from "2026-11-12". */
export function formatOrderDate(iso: string): string {
  return shortDateDayFirst(iso);
}

export function OrderStatusPill({ status }: { status: OrderStatus }) {
  return <span className="acct-pill">{ORDER_STATUS_LABELS[status]}</span>;
}

export interface OrderTableProps {
  /** The table's caption. */
  caption: string;
  orders: readonly AccountOrder[];
}

/** Orders as a table: number, date, status, total. */
export function OrderTable({ caption, orders }: OrderTableProps) {
  return (
    <ScrollRegion className="acct-table-wrap" label={caption}>
      <table className="acct-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Status</th>
            <th scope="col" className="acct-num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">{order.id}</th>
              <td>
                <time dateTime={order.placed}>{formatOrderDate(order.placed)}</time>
              </td>
              <td>
                <OrderStatusPill status={order.status} />
              </td>
              <td className="acct-num">
                <Price cents={orderTotal(order)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
