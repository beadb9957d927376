import { describe, expect, it } from "vitest";

import { seeded } from "./seeded";

describe("seeded", () => {
  it("repeats for the same seed and differs between seeds", () => {
    const a = seeded("yoga");
    const b = seeded("yoga");
    const c = seeded("bakery");
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it("stays within [0, 1)", () => {
    const next = seeded("range");
    for (let i = 0; i < 1000; i += 1) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
