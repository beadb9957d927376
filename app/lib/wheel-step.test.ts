import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { createWheelStepper, wheelPixels } from "./wheel-step";

const px = (deltaY: number, time: number) => ({ deltaY, deltaMode: 0, time });

describe("createWheelStepper", () => {
  it("steps once per mouse-wheel notch gesture", () => {
    const step = createWheelStepper();
    expect(step(px(100, 0))).toBe(1);
    // The same notch's follow-up events within the gesture do nothing.
    expect(step(px(100, 16))).toBe(0);
    expect(step(px(100, 32))).toBe(0);
    // After a quiet pause, the next notch steps again.
    expect(step(px(100, 500))).toBe(1);
    expect(step(px(-100, 1000))).toBe(-1);
  });

  it("collects small touchpad deltas until the threshold, then swallows the inertia tail", () => {
    const step = createWheelStepper({ threshold: 40, quietMs: 200 });
    expect(step(px(10, 0))).toBe(0);
    expect(step(px(10, 16))).toBe(0);
    expect(step(px(10, 32))).toBe(0);
    expect(step(px(12, 48))).toBe(1);
    // Inertia: a long stream of events, each within quietMs of the last.
    let time = 48;
    for (let i = 0; i < 100; i += 1) {
      time += 16;
      expect(step(px(8, time))).toBe(0);
    }
  });

  it("a turn the other way starts a new gesture at once", () => {
    const step = createWheelStepper();
    expect(step(px(120, 0))).toBe(1);
    expect(step(px(-120, 50))).toBe(-1);
  });

  it("ignores zero (sideways-only) deltas", () => {
    const step = createWheelStepper();
    expect(step(px(0, 0))).toBe(0);
    expect(step(px(0, 10))).toBe(0);
  });

  it("never steps more than once within one unbroken, one-way gesture", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            delta: fc.integer({ min: 1, max: 300 }),
            gap: fc.integer({ min: 1, max: 150 }),
          }),
          {
            maxLength: 200,
          },
        ),
        (events) => {
          const step = createWheelStepper({ quietMs: 200 });
          let time = 0;
          let steps = 0;
          for (const event of events) {
            time += event.gap;
            steps += Math.abs(step(px(event.delta, time)));
          }
          return steps <= 1;
        },
      ),
    );
  });
});

describe("wheelPixels", () => {
  it("converts lines and pages to pixels", () => {
    expect(wheelPixels({ deltaY: 3, deltaMode: 1 })).toBe(48);
    expect(wheelPixels({ deltaY: 1, deltaMode: 2 })).toBe(800);
    expect(wheelPixels({ deltaY: -53, deltaMode: 0 })).toBe(-53);
  });
});
