import { describe, expect, it } from "vitest";

import { ringDashOffset, scrollProgress } from "./scroll-progress";

describe("scrollProgress", () => {
  it("is the scrolled share of the scrollable height", () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(500, 3000, 1000)).toBe(0.25);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(2000, 3000, 1000)).toBe(1);
  });

  it("clamps overscroll (rubber-banding) to 0–1", () => {
    expect(scrollProgress(-40, 3000, 1000)).toBe(0);
    expect(scrollProgress(2100, 3000, 1000)).toBe(1);
  });

  it("is 0 when the page is not taller than the viewport", () => {
    expect(scrollProgress(0, 800, 1000)).toBe(0);
    expect(scrollProgress(0, 1000, 1000)).toBe(0);
  });
});

describe("ringDashOffset", () => {
  const circumference = 2 * Math.PI * 20;

  it("is the full circumference at 0 and 0 at 1", () => {
    expect(ringDashOffset(0, 20)).toBeCloseTo(circumference);
    expect(ringDashOffset(1, 20)).toBe(0);
  });

  it("is half the circumference halfway", () => {
    expect(ringDashOffset(0.5, 20)).toBeCloseTo(circumference / 2);
  });

  it("clamps out-of-range progress", () => {
    expect(ringDashOffset(2, 20)).toBe(0);
    expect(ringDashOffset(-1, 20)).toBeCloseTo(circumference);
  });
});
