import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { longDate, shortDate, shortDateDayFirst } from "./dates";

const utc = (options: Intl.DateTimeFormatOptions, locale = "en-US") =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });

const isoDates = fc
  .date({
    min: new Date("1990-01-01T00:00:00Z"),
    max: new Date("2100-12-31T23:59:59Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

describe("dates", () => {
  it("write what Intl writes for the same UTC calendar date (ISO dates and timestamps)", () => {
    const long = utc({ dateStyle: "long" });
    const short = utc({ month: "short", day: "numeric", year: "numeric" });
    const dayFirst = utc({ day: "numeric", month: "short", year: "numeric" }, "en-GB");
    fc.assert(
      fc.property(isoDates, fc.boolean(), (timestamp, dateOnly) => {
        const iso = dateOnly ? timestamp.slice(0, 10) : timestamp;
        const date = new Date(`${timestamp.slice(0, 10)}T00:00:00Z`);
        expect(longDate(iso)).toBe(long.format(date));
        expect(shortDate(iso)).toBe(short.format(date));
        expect(shortDateDayFirst(iso)).toBe(dayFirst.format(date));
      }),
    );
  });

  it("spells out the examples", () => {
    expect(longDate("2026-11-03")).toBe("November 3, 2026");
    expect(shortDate("2026-09-30")).toBe("Sep 30, 2026");
    expect(shortDateDayFirst("2026-09-30")).toBe("30 Sept 2026");
  });

  it("refuses what is not an ISO date", () => {
    expect(() => longDate("3 November 2026")).toThrow(/not an ISO date/);
    expect(() => longDate("2026-13-01")).toThrow(/not a date/);
  });
});
