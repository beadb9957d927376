/**
 * Prices on the template pages: integers in minor units of US dollars (cents), converted at
 * the sample rates (app/content/templates/currencies.ts) into integer minor units of the
 * currency the visitor picks in the template footer, and formatted by Intl.NumberFormat.
 * Amounts stay integers until the moment they are formatted.
 */
import {
  CURRENCIES,
  type CurrencyCode,
  DEFAULT_CURRENCY,
  MINOR_PER_100_USD,
} from "~/content/templates/currencies";

export { CURRENCIES, type CurrencyCode, DEFAULT_CURRENCY };

export function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCIES.some((currency) => currency.code === value);
}

/** The ISO 4217 code Intl knows the currency by ("UKP" is GBP). */
export function isoCode(currency: CurrencyCode): string {
  return CURRENCIES.find((entry) => entry.code === currency)?.iso ?? "USD";
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: CurrencyCode, whole: boolean): Intl.NumberFormat {
  const key = `${currency}:${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: isoCode(currency),
      // Whole amounts ("from $29") drop the minor digits.
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/** How many minor digits the currency has, as Intl knows it (2 for most, 0 for yen). */
export function minorDigits(currency: CurrencyCode): number {
  return formatter(currency, false).resolvedOptions().maximumFractionDigits ?? 2;
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
  const units = minor / 10 ** minorDigits(currency);
  return formatter(currency, whole).format(whole ? Math.round(units) : units);
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
