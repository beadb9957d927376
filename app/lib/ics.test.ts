import { describe, expect, it } from "vitest";

import { buildIcs, escapeIcsText } from "./ics";

const event = {
  uid: "relay-2027@example.com",
  title: "Relay 2027",
  description: "Two days of talks, workshops; and hallway time, in Lisbon.",
  location: "Pavilhao 3, Lisbon",
  start: "2027-06-09",
  end: "2027-06-11",
  stamp: "2026-11-22T12:00:00Z",
};

describe("buildIcs", () => {
  it("writes one all-day event with CRLF lines", () => {
    const ics = buildIcs(event);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270609\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20270611\r\n");
    expect(ics).toContain("DTSTAMP:20261122T120000Z\r\n");
    expect(ics).toContain("LOCATION:Pavilhao 3\\, Lisbon\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("folds long lines at 75 characters", () => {
    const ics = buildIcs({ ...event, description: "x".repeat(200) });
    for (const line of ics.split("\r\n")) expect(line.length).toBeLessThanOrEqual(75);
    expect(ics).toContain("\r\n x");
  });

  it("rejects a start that is not a date", () => {
    expect(() => buildIcs({ ...event, start: "June" })).toThrow(RangeError);
  });
});

describe("escapeIcsText", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeIcsText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });
});
