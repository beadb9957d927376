import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { nextWeekly, pad2, timeLeft } from "./countdown";

const at = (iso: string) => Date.parse(iso);

describe("timeLeft", () => {
  it("splits the remaining time into days, hours, minutes and seconds", () => {
    expect(timeLeft(at("2026-11-22T10:00:00Z"), at("2026-11-24T13:04:05Z"))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });

  it("rounds a partial second up, so 0 shows only at the target", () => {
    expect(timeLeft(0, 1)).toMatchObject({ seconds: 1, done: false });
    expect(timeLeft(1000, 1000)).toMatchObject({ seconds: 0, done: true });
  });

  it("is never negative once the target has passed", () => {
    expect(timeLeft(at("2026-12-01T00:00:00Z"), at("2026-11-01T00:00:00Z"))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it("adds back up to the remaining whole seconds, each part in range", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: -1e9, max: 1e10 }),
        (now, delta) => {
          const left = timeLeft(now, now + delta);
          const total = ((left.days * 24 + left.hours) * 60 + left.minutes) * 60 + left.seconds;
          expect(total).toBe(Math.max(0, Math.ceil(delta / 1000)));
          expect(left.hours).toBeLessThan(24);
          expect(left.minutes).toBeLessThan(60);
          expect(left.seconds).toBeLessThan(60);
          expect(left.done).toBe(total === 0);
        },
      ),
    );
  });

  it("counts down by one second per second", () => {
    const target = at("2026-11-29T00:00:00Z");
    const a = timeLeft(at("2026-11-28T23:59:00Z"), target);
    const b = timeLeft(at("2026-11-28T23:59:01Z"), target);
    expect(a).toMatchObject({ minutes: 1, seconds: 0 });
    expect(b).toMatchObject({ minutes: 0, seconds: 59 });
  });
});

describe("nextWeekly", () => {
  it("finds the coming Sunday midnight (UTC)", () => {
    // 2026-11-22 is a Sunday; 10:00 is past midnight, so the next one is a week on.
    expect(nextWeekly(at("2026-11-22T10:00:00Z"), 0)).toBe(at("2026-11-29T00:00:00Z"));
    expect(nextWeekly(at("2026-11-25T10:00:00Z"), 0)).toBe(at("2026-11-29T00:00:00Z"));
  });

  it("is strictly after now, at most a week ahead", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 23 }),
        (now, day, hour) => {
          const next = nextWeekly(now, day, hour);
          expect(next).toBeGreaterThan(now);
          expect(next - now).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
          expect(new Date(next).getUTCDay()).toBe(day);
          expect(new Date(next).getUTCHours()).toBe(hour);
        },
      ),
    );
  });

  it("rejects impossible days and hours", () => {
    expect(() => nextWeekly(0, 7)).toThrow(RangeError);
    expect(() => nextWeekly(0, 1, 24)).toThrow(RangeError);
  });
});

describe("pad2", () => {
  it("pads to two digits", () => {
    expect(pad2(7)).toBe("07");
    expect(pad2(42)).toBe("42");
  });
});
