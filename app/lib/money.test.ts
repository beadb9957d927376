import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  CURRENCIES,
  formatMinor,
  formatPrice,
  isCurrencyCode,
  minorDigits,
  toMinor,
} from "./money";

describe("formatPrice", () => {
  it("formats US cents in dollars by default", () => {
    expect(formatPrice(4900)).toBe("$49.00");
    expect(formatPrice(129_999)).toBe("$1,299.99");
    expect(formatPrice(4900, "USD", { whole: true })).toBe("$49");
  });

  it("converts at the sample rates, in the currency's own symbol", () => {
    expect(formatPrice(10_000, "EUR")).toBe("€92.00");
    expect(formatPrice(10_000, "UKP")).toBe("£79.00");
    // Yen has no minor unit: always whole.
    expect(formatPrice(10_000, "JPY")).toBe("¥15,100");
  });

  it("rejects amounts that are not whole minor units", () => {
    expect(() => formatPrice(12.5)).toThrow(RangeError);
  });

  it("never shows a fraction of a yen or more than two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(formatPrice(cents, "JPY")).not.toContain(".");
        for (const { code } of CURRENCIES) {
          expect(formatPrice(cents, code)).toMatch(/^[^\d]+[\d,]+(\.\d{2})?$/);
        }
      }),
    );
  });
});

describe("isCurrencyCode", () => {
  it("accepts the footer's four codes only", () => {
    expect(CURRENCIES.map((currency) => currency.code)).toEqual(["USD", "EUR", "UKP", "JPY"]);
    expect(isCurrencyCode("UKP")).toBe(true);
    expect(isCurrencyCode("GBP")).toBe(false);
  });
});

describe("toMinor", () => {
  it("converts US cents to whole minor units at the sample rates", () => {
    expect(toMinor(12_900, "USD")).toBe(12_900);
    expect(toMinor(12_900, "EUR")).toBe(11_868);
    expect(toMinor(12_900, "UKP")).toBe(10_191);
    // Yen has no minor unit: $129.00 is ¥19,479.
    expect(toMinor(12_900, "JPY")).toBe(19_479);
    expect(toMinor(1, "EUR")).toBe(1);
  });

  it("gives integers only, and refuses amounts that are not", () => {
    expect(() => toMinor(10.5, "EUR")).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...CURRENCIES.map((c) => c.code)),
        (cents, currency) => {
          const minor = toMinor(cents, currency);
          expect(Number.isSafeInteger(minor)).toBe(true);
          // Never off by more than half a minor unit of the exact conversion.
          expect(formatMinor(minor, currency)).toBe(formatPrice(cents, currency));
        },
      ),
    );
  });
});

describe("formatMinor", () => {
  it("writes each footer currency as Intl.NumberFormat('en-US') does", () => {
    const iso = { USD: "USD", EUR: "EUR", UKP: "GBP", JPY: "JPY" } as const;
    for (const { code } of CURRENCIES) {
      const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: iso[code] });
      const whole = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: iso[code],
        maximumFractionDigits: 0,
      });
      const unit = 10 ** minorDigits(code);
      fc.assert(
        fc.property(fc.integer({ min: -1e9, max: 1e9 }), (minor) => {
          expect(formatMinor(minor, code)).toBe(intl.format(minor / unit));
          expect(formatMinor(minor, code, { whole: true })).toBe(
            whole.format(Math.round(minor / unit)),
          );
        }),
        { numRuns: 300 },
      );
    }
  });

  it("knows each currency's minor digits (UKP is pounds, yen has none)", () => {
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("UKP")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(formatMinor(10_191, "UKP")).toBe("£101.91");
    expect(formatMinor(19_479, "JPY")).toBe("¥19,479");
    expect(formatMinor(11_868, "EUR", { whole: true })).toBe("€119");
  });
});
