/**
 * What content/templates/landing/conference-event.yaml holds: the sample conference of
 * /landing/conference as a calendar event, the file behind its "Add to calendar" link
 * (app/lib/ics.ts writes it). Checked at build (app/content-collections.ts).
 */
import * as z from "zod/mini";

import { text } from "../../../lib/content/vocab/collection-fields.ts";

/** An all-day date, or a moment in UTC, as the calendar file writes them. */
const when = z.union([z.iso.date(), z.iso.datetime()], {
  error: "write a date (2027-06-09) or a UTC time (2027-06-09T09:00:00Z)",
});

export const conferenceEventSchema = z.readonly(
  z
    .strictObject({
      /** Globally unique id of the event, like an e-mail address. */
      uid: z
        .string("write the event's id as text")
        .check(
          z.regex(/^[a-z0-9.-]+@[a-z0-9.-]+$/, "write an id like name-2027@example.com"),
          z.describe("The event's unique id in calendars, e.g. name-2027@example.com"),
        ),
      title: text(120).check(z.describe("The event's name in the calendar")),
      description: text(300).check(z.describe("A line on the event, in the calendar entry")),
      location: text(120).check(z.describe("Where it takes place")),
      /** The first day; with a date, the end is the day after the last one. */
      start: when.check(
        z.describe("When it starts: a date (2027-06-09) or a UTC time (2027-06-09T09:00:00Z)"),
      ),
      end: when.check(z.describe("When it ends; a date's end is the day after the last day")),
      /** When the file was made, in UTC. */
      stamp: z.iso
        .datetime({ error: "write a UTC time, like 2026-11-22T00:00:00Z" })
        .check(z.describe("When this calendar entry was written, as a UTC time")),
    })
    .check(
      z.refine((event) => event.end > event.start, {
        error: "end after the start (a date's end is the day after the last day)",
        path: ["end"],
      }),
    ),
);

export type ConferenceEvent = z.infer<typeof conferenceEventSchema>;
