/**
 * Prices on the template pages: integers in minor units of US dollars (cents), shown in the
 * currency the visitor picks in the template footer. Every price goes through `formatPrice`,
 * so the currency store (issue 15) has one place to change.
 */

/** The footer's currencies, in its order. "UKP" is the seed's label for pounds sterling. */
export const CURRENCIES = [
  { code: "USD", label: "USD", iso: "USD" },
  { code: "EUR", label: "EUR", iso: "EUR" },
  { code: "UKP", label: "UKP", iso: "GBP" },
  { code: "JPY", label: "JPY", iso: "JPY" },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];

export const DEFAULT_CURRENCY: CurrencyCode = "USD";

/** Fixed sample rates from US dollars (the pages show sample data, not a market feed). */
export const SAMPLE_RATES: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  EUR: 0.92,
  UKP: 0.79,
  JPY: 151,
};

export function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCIES.some((currency) => currency.code === value);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: CurrencyCode, whole: boolean): Intl.NumberFormat {
  const key = `${currency}:${whole}`;
  let format = formatters.get(key);
  if (!format) {
    const iso = CURRENCIES.find((entry) => entry.code === currency)?.iso ?? "USD";
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: iso,
      // Yen has no minor unit; whole amounts drop ".00" in the others.
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, format);
  }
  return format;
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
  if (!Number.isInteger(usdCents))
    throw new RangeError(`Price must be in minor units: ${usdCents}`);
  const amount = (usdCents / 100) * SAMPLE_RATES[currency];
  const noMinor = whole || currency === "JPY";
  return formatter(currency, noMinor).format(noMinor ? Math.round(amount) : amount);
}
