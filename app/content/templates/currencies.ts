/**
 * The template footer's currencies and the fixed sample rates the shop pages convert at.
 * Sample data, not a market feed: prices are set in US cents and shown in the chosen currency.
 */

/**
 * The footer's currencies, in its order, with the symbol and minor digits en-US writes them
 * with (lib/numbers.test.ts checks both against Intl). "UKP" is the seed's label for pounds
 * sterling (ISO 4217 GBP).
 */
export const CURRENCIES = [
  { code: "USD", label: "USD", symbol: "$", digits: 2 },
  { code: "EUR", label: "EUR", symbol: "€", digits: 2 },
  { code: "UKP", label: "UKP", symbol: "£", digits: 2 },
  { code: "JPY", label: "JPY", symbol: "¥", digits: 0 },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];

export const DEFAULT_CURRENCY: CurrencyCode = "USD";

/**
 * What US$100.00 (10,000 cents) comes to, in each currency's own minor units (cents, pence,
 * yen). Integers, so conversion is integer arithmetic with one rounding.
 */
export const MINOR_PER_100_USD: Readonly<Record<CurrencyCode, number>> = {
  USD: 10_000,
  EUR: 9_200,
  UKP: 7_900,
  JPY: 15_100,
};
