/**
 * Numbers and money as en-US writes them, without Intl. A page's first `Intl.NumberFormat`
 * loads the browser's number data: 25–50 ms of main thread at 1x CPU in Chromium, one long task
 * while the page loads, for strings whose shape never changes (lib/dates.ts does the same for
 * dates). numbers.test.ts checks both functions against Intl.NumberFormat.
 */

const withSeparators = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A minus for negative numbers, negative zero included, as Intl's default sign display. */
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

/**
 * The whole and fraction digits of `magnitude` (not negative) to three decimals, rounded half up from
 * its shortest decimal form (what `String` gives), which is the number Intl rounds.
 */
function threeDecimals(magnitude: number): [whole: string, fraction: string] {
  if (magnitude < 1e-6) return ["0", ""]; // String() would switch to an exponent; rounds to 0
  const [whole = "0", fraction = ""] = String(magnitude).split(".");
  if (fraction.length <= 3) return [whole, fraction];
  const kept = BigInt(whole + fraction.slice(0, 3)) + ((fraction[3] ?? "0") >= "5" ? 1n : 0n);
  const digits = kept.toString().padStart(4, "0");
  return [digits.slice(0, -3), digits.slice(-3)];
}

/**
 * "1,234.5": grouped thousands and at most three decimals, rounded half away from zero, as
 * `Intl.NumberFormat("en-US").format(value)` writes it.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    throw new RangeError(`not a number to write: ${value}`);
  }
  const [whole, fraction] = threeDecimals(Math.abs(value));
  const decimals = fraction.replace(/0+$/, "");
  return `${signOf(value)}${withSeparators(whole)}${decimals ? `.${decimals}` : ""}`;
}

/** How a currency is written: its symbol and how many minor digits it has (2 for cents). */
export interface MoneyStyle {
  symbol: string;
  digits: number;
}

/**
 * An amount in whole minor units (cents, pence, yen), e.g. "$1,299.99", "-€4.50", "¥19,479",
 * as `Intl.NumberFormat("en-US", { style: "currency" })` writes the currency.
 */
export function formatMoney(minor: number, { symbol, digits }: MoneyStyle): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not whole minor units: ${minor}`);
  const unit = 10 ** digits;
  const magnitude = Math.abs(minor);
  const whole = withSeparators(String(Math.floor(magnitude / unit)));
  const fraction = digits > 0 ? `.${String(magnitude % unit).padStart(digits, "0")}` : "";
  return `${signOf(minor)}${symbol}${whole}${fraction}`;
}
