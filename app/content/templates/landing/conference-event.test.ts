import { describe, expect, it } from "vitest";

import { readCollection } from "~/lib/content/generated-collections";
import { parseProblem } from "~/testing/content-page";

import { conferenceEventSchema } from "./conference-event.schema";

const file = "content/templates/landing/conference-event.yaml";
const event = (start: string, end: string) =>
  [
    "uid: relay-2027@example.com",
    "title: A conference",
    "description: Two days of talks.",
    "location: Lisbon",
    `start: ${start}`,
    `end: ${end}`,
    "stamp: 2026-11-22T00:00:00Z",
  ].join("\n");

const problem = (source: string) =>
  parseProblem((text) => readCollection(file, text, conferenceEventSchema), source);

describe("content/templates/landing/conference-event.yaml", () => {
  it("takes all-day dates or UTC times, as the calendar file writes them", () => {
    expect(
      readCollection(file, event("2027-06-09", "2027-06-11"), conferenceEventSchema),
    ).toMatchObject({ start: "2027-06-09", end: "2027-06-11" });
    expect(
      readCollection(
        file,
        event("2027-06-09T09:00:00Z", "2027-06-09T17:00:00Z"),
        conferenceEventSchema,
      ),
    ).toMatchObject({ start: "2027-06-09T09:00:00Z" });
  });

  it("names the file, line and field of a date it cannot write, or an end before the start", () => {
    const message = problem(event("9 June", "2027-06-11"));
    expect(message).toMatch(/^content\/templates\/landing\/conference-event\.yaml:\n/);
    expect(message).toMatch(/line 5, start: write a date/);
    expect(problem(event("2027-06-11", "2027-06-09"))).toMatch(/line 6, end: end after the start/);
  });
});
