import { type CurrencyCode, toMinor } from "./money";

/** One line of an order: its unit price in US cents and how many. */
export interface OrderLine {
  unitUsdCents: number;
  qty: number;
}

export interface OrderTotals {
  /** Every amount in minor units of the order's currency (integers). */
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

/**
 * The totals of an order in the visitor's currency. Each unit price is converted once and
 * multiplied in that currency, so the lines, the subtotal and the total the page shows add up
 * to the last minor unit. The discount is a whole percentage of the subtotal, rounded.
 */
export function orderTotals({
  lines,
  currency,
  shippingUsdCents,
  discountPercent = 0,
}: {
  lines: readonly OrderLine[];
  currency: CurrencyCode;
  shippingUsdCents: number;
  discountPercent?: number;
}): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line, currency), 0);
  const discount = Math.round((subtotal * discountPercent) / 100);
  const shipping = toMinor(shippingUsdCents, currency);
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}

/** A line's total in minor units of `currency`. */
export function lineTotal({ unitUsdCents, qty }: OrderLine, currency: CurrencyCode): number {
  return toMinor(unitUsdCents, currency) * qty;
}

/** A line's total in US cents (free-delivery thresholds are set in dollars). */
export function usdSubtotal(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitUsdCents * line.qty, 0);
}
