/**
 * Prices on the template pages: integers in minor units of US dollars (cents), converted at
 * the sample rates (app/content/templates/currencies.ts) into integer minor units of the
 * currency the visitor picks in the template footer, and formatted as en-US writes them.
 * Amounts stay integers until the moment they are formatted.
 */
import {
  CURRENCIES,
  type CurrencyCode,
  DEFAULT_CURRENCY,
  MINOR_PER_100_USD,
} from "~/content/templates/currencies";

import { formatMoney, type MoneyStyle } from "./numbers";

export { CURRENCIES, type CurrencyCode, DEFAULT_CURRENCY };

export function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCIES.some((currency) => currency.code === value);
}

/** How the currency is written: its symbol and minor digits. */
function styleOf(currency: CurrencyCode): MoneyStyle {
  const entry = CURRENCIES.find((candidate) => candidate.code === currency) ?? CURRENCIES[0];
  return { symbol: entry.symbol, digits: entry.digits };
}

/** How many minor digits the currency has (2 for most, 0 for yen). */
export function minorDigits(currency: CurrencyCode): number {
  return styleOf(currency).digits;
}

function assertMinor(amount: number) {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`Price must be in minor units: ${amount}`);
}

/** A price in US cents, converted at the sample rate to whole minor units of `currency`. */
export function toMinor(usdCents: number, currency: CurrencyCode = DEFAULT_CURRENCY): number {
  assertMinor(usdCents);
  // 10,000 cents are MINOR_PER_100_USD minor units; one rounding, half away from zero.
  const scaled = usdCents * MINOR_PER_100_USD[currency];
  return Math.sign(scaled) * Math.round(Math.abs(scaled) / 10_000);
}

/**
 * An amount already in minor units of `currency`, formatted. `whole` rounds to whole units
 * (pricing tables, slider labels).
 */
export function formatMinor(
  minor: number,
  currency: CurrencyCode = DEFAULT_CURRENCY,
  { whole = false }: { whole?: boolean } = {},
): string {
  assertMinor(minor);
  const style = styleOf(currency);
  // Whole amounts ("from $29") drop the minor digits.
  return whole
    ? formatMoney(Math.round(minor / 10 ** style.digits), { ...style, digits: 0 })
    : formatMoney(minor, style);
}

/**
 * A price in US cents, converted at the sample rate and formatted for display.
 * `whole` rounds to whole units (pricing tables, "from $29"); otherwise cents are kept,
 * except in yen, which has none.
 */
export function formatPrice(
  usdCents: number,
  currency: CurrencyCode = DEFAULT_CURRENCY,
  { whole = false }: { whole?: boolean } = {},
): string {
  return formatMinor(toMinor(usdCents, currency), currency, { whole });
}
