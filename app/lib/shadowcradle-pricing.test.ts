import { describe, expect, it } from "vitest";

import {
  estimateMonthlyCost,
  formatUsd,
  parseQuantity,
  quantityLimits,
  shadowCradleTiers,
  tierById,
  withinLimits,
} from "./shadowcradle-pricing";

describe("estimateMonthlyCost", () => {
  it("prices Pro, 50 endpoints, 10 servers, 5 TB at $940 a month", () => {
    const estimate = estimateMonthlyCost({
      tier: "pro",
      endpoints: 50,
      servers: 10,
      storageTb: 5,
    });
    expect(estimate.lines.map((line) => line.amountCents)).toEqual([25000, 59000, 10000]);
    expect(estimate.usageCents).toBe(94000);
    expect(estimate.minimumApplied).toBe(false);
    expect(estimate.totalCents).toBe(94000);
    expect(formatUsd(estimate.totalCents)).toBe("$940");
  });

  it("prices Essentials, 120 endpoints, 4 servers, 2.5 TB at $562.50", () => {
    const estimate = estimateMonthlyCost({
      tier: "essentials",
      endpoints: 120,
      servers: 4,
      storageTb: 2.5,
    });
    // 120 × $3 + 4 × $35 + 2.5 × $25 = $360 + $140 + $62.50
    expect(estimate.totalCents).toBe(56250);
    expect(formatUsd(estimate.totalCents)).toBe("$562.50");
  });

  it("bills the tier minimum when usage is below it", () => {
    const small = estimateMonthlyCost({
      tier: "essentials",
      endpoints: 10,
      servers: 0,
      storageTb: 0,
    });
    expect(small.usageCents).toBe(3000);
    expect(small.minimumApplied).toBe(true);
    expect(small.totalCents).toBe(4900);

    const enterprise = estimateMonthlyCost({
      tier: "enterprise",
      endpoints: 50,
      servers: 10,
      storageTb: 5,
    });
    expect(enterprise.usageCents).toBe(133000);
    expect(enterprise.totalCents).toBe(150000);
  });

  it("charges exactly the minimum for an empty estimate", () => {
    for (const tier of shadowCradleTiers) {
      const estimate = estimateMonthlyCost({
        tier: tier.id,
        endpoints: 0,
        servers: 0,
        storageTb: 0,
      });
      expect(estimate.totalCents).toBe(tier.minimumCents);
    }
  });

  it("costs more per unit on higher tiers except storage, which gets cheaper", () => {
    const [essentials, pro, enterprise] = shadowCradleTiers;
    expect(essentials.perServerCents).toBeLessThan(pro.perServerCents);
    expect(pro.perServerCents).toBeLessThan(enterprise.perServerCents);
    expect(essentials.perTbCents).toBeGreaterThan(pro.perTbCents);
    expect(pro.perTbCents).toBeGreaterThan(enterprise.perTbCents);
  });

  it("rejects quantities outside the calculator's limits", () => {
    const base = { tier: "pro", endpoints: 1, servers: 1, storageTb: 1 } as const;
    expect(() => estimateMonthlyCost({ ...base, endpoints: -1 })).toThrow(RangeError);
    expect(() => estimateMonthlyCost({ ...base, servers: 1.5 })).toThrow(RangeError);
    expect(() => estimateMonthlyCost({ ...base, storageTb: 0.25 })).toThrow(RangeError);
    expect(() => estimateMonthlyCost({ ...base, storageTb: Number.NaN })).toThrow(RangeError);
  });
});

describe("parseQuantity", () => {
  const { endpoints, storageTb } = quantityLimits;

  it("accepts whole numbers, thousands separators and half terabytes", () => {
    expect(parseQuantity("50", endpoints)).toEqual({ ok: true, value: 50 });
    expect(parseQuantity(" 1,200 ", endpoints)).toEqual({ ok: true, value: 1200 });
    expect(parseQuantity("2.5", storageTb)).toEqual({ ok: true, value: 2.5 });
    expect(parseQuantity("0", storageTb)).toEqual({ ok: true, value: 0 });
  });

  it("names what is wrong with anything else", () => {
    expect(parseQuantity("", endpoints)).toEqual({ ok: false, error: "empty" });
    expect(parseQuantity("   ", endpoints)).toEqual({ ok: false, error: "empty" });
    expect(parseQuantity("ten", endpoints)).toEqual({ ok: false, error: "not-a-number" });
    expect(parseQuantity("1e3", endpoints)).toEqual({ ok: false, error: "not-a-number" });
    expect(parseQuantity("-4", endpoints)).toEqual({ ok: false, error: "below-min" });
    expect(parseQuantity("5001", endpoints)).toEqual({ ok: false, error: "above-max" });
    expect(parseQuantity("3.5", endpoints)).toEqual({ ok: false, error: "step" });
    expect(parseQuantity("1.2", storageTb)).toEqual({ ok: false, error: "step" });
  });
});

describe("helpers", () => {
  it("finds tiers by id", () => {
    expect(tierById("enterprise").name).toBe("Enterprise");
  });

  it("checks steps without floating-point surprises", () => {
    expect(withinLimits(0.5 * 3, quantityLimits.storageTb)).toBe(true);
    expect(withinLimits(500, quantityLimits.storageTb)).toBe(true);
    expect(withinLimits(500.5, quantityLimits.storageTb)).toBe(false);
  });

  it("formats whole dollars without cents and anything else with them", () => {
    expect(formatUsd(150000)).toBe("$1,500");
    expect(formatUsd(350)).toBe("$3.50");
    expect(formatUsd(0)).toBe("$0");
  });
});
