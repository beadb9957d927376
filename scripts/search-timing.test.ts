import { expect, it } from "vitest";

import { percentile } from "./search-timing.mjs";

it("percentile takes the nearest rank", () => {
  const values = Array.from({ length: 100 }, (_, index) => 100 - index); // 100 … 1
  expect(percentile(values, 50)).toBe(50);
  expect(percentile(values, 95)).toBe(95);
  expect(percentile([7], 95)).toBe(7);
  expect(percentile([], 50)).toBeNaN();
});
