import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formatMoney, formatNumber } from "./numbers";

const plain = new Intl.NumberFormat("en-US");

describe("formatNumber", () => {
  it("groups thousands and keeps up to three decimals", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(5000)).toBe("5,000");
    expect(formatNumber(1_234_567.5)).toBe("1,234,567.5");
    expect(formatNumber(2.5)).toBe("2.5");
    expect(formatNumber(-1234.0005)).toBe("-1,234.001");
  });

  it("writes what Intl.NumberFormat('en-US') writes", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.double({ min: -1e15, max: 1e15, noNaN: true }),
          fc.integer({ min: -1e6, max: 1e6 }).map((halves) => halves / 2),
          fc.constantFrom(-0, 0.0005, -0.0005, 999.9995, 1e20),
        ),
        (value) => {
          expect(formatNumber(value)).toBe(plain.format(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("refuses what it cannot write", () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  const styles = [
    { iso: "USD", style: { symbol: "$", digits: 2 } },
    { iso: "EUR", style: { symbol: "€", digits: 2 } },
    { iso: "GBP", style: { symbol: "£", digits: 2 } },
    { iso: "JPY", style: { symbol: "¥", digits: 0 } },
  ];

  it("writes minor units in the currency's symbol", () => {
    expect(formatMoney(129_999, { symbol: "$", digits: 2 })).toBe("$1,299.99");
    expect(formatMoney(-450, { symbol: "€", digits: 2 })).toBe("-€4.50");
    expect(formatMoney(5, { symbol: "£", digits: 2 })).toBe("£0.05");
    expect(formatMoney(19_479, { symbol: "¥", digits: 0 })).toBe("¥19,479");
  });

  it("writes what Intl.NumberFormat writes for each currency, in units and in whole units", () => {
    for (const { iso, style } of styles) {
      const units = new Intl.NumberFormat("en-US", { style: "currency", currency: iso });
      const whole = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: iso,
        maximumFractionDigits: 0,
      });
      expect(units.resolvedOptions().maximumFractionDigits).toBe(style.digits);
      fc.assert(
        fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
          expect(formatMoney(minor, style)).toBe(units.format(minor / 10 ** style.digits));
          expect(formatMoney(minor, { ...style, digits: 0 })).toBe(whole.format(minor));
        }),
        { numRuns: 500 },
      );
      expect(formatMoney(-0, style)).toBe(units.format(-0));
    }
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => formatMoney(12.5, { symbol: "$", digits: 2 })).toThrow(RangeError);
  });
});
