import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CURRENCIES, formatPrice, isCurrencyCode } from "./money";

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
