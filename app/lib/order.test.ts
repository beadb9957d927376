import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CURRENCIES, formatMinor } from "./money";
import { lineTotal, orderTotals, usdSubtotal } from "./order";

describe("orderTotals", () => {
  it("adds lines, takes the discount off the subtotal and adds shipping", () => {
    const totals = orderTotals({
      lines: [
        { unitUsdCents: 12_900, qty: 2 },
        { unitUsdCents: 4_800, qty: 1 },
      ],
      currency: "USD",
      shippingUsdCents: 1_500,
      discountPercent: 10,
    });
    expect(totals).toEqual({ subtotal: 30_600, discount: 3_060, shipping: 1_500, total: 29_040 });
    expect(formatMinor(totals.total, "USD")).toBe("$290.40");
  });

  it("converts each unit price once, so lines and totals agree in every currency", () => {
    const lines = [
      { unitUsdCents: 999, qty: 3 },
      { unitUsdCents: 4_250, qty: 2 },
    ];
    const yen = orderTotals({ lines, currency: "JPY", shippingUsdCents: 0 });
    // ¥1,508.49 → ¥1,508 a unit; ¥6,417.5 → ¥6,418 a unit.
    expect(yen.subtotal).toBe(1_508 * 3 + 6_418 * 2);
    expect(formatMinor(yen.total, "JPY")).toBe("¥17,360");
  });

  it("keeps every amount a whole number of minor units, and the total the sum of its parts", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitUsdCents: fc.integer({ min: 0, max: 500_000 }),
            qty: fc.integer({ min: 1, max: 99 }),
          }),
          { maxLength: 8 },
        ),
        fc.constantFrom(...CURRENCIES.map((currency) => currency.code)),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 100 }),
        (lines, currency, shippingUsdCents, discountPercent) => {
          const totals = orderTotals({ lines, currency, shippingUsdCents, discountPercent });
          for (const amount of Object.values(totals)) expect(Number.isInteger(amount)).toBe(true);
          expect(totals.subtotal).toBe(
            lines.reduce((sum, line) => sum + lineTotal(line, currency), 0),
          );
          expect(totals.total).toBe(totals.subtotal - totals.discount + totals.shipping);
          expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
        },
      ),
    );
  });
});

describe("usdSubtotal", () => {
  it("sums the lines in US cents", () => {
    expect(usdSubtotal([{ unitUsdCents: 1_000, qty: 3 }])).toBe(3_000);
  });
});
