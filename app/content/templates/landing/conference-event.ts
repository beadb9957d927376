import type { CalendarEvent } from "~/lib/ics";

/**
 * The Relay 2027 sample conference as a calendar event: the file behind the "Add to calendar"
 * link of /landing/conference (content/templates/landing/conference.md), which the prerender
 * writes at CONFERENCE_ICS_PATH (routes/landing/conference-ics.ts). The page's copy is in its
 * content file; a test holds its link to this path.
 */
export const conferenceEvent = {
  uid: "relay-2027@example.com",
  title: "Relay 2027 developer conference",
  description: "Two days of talks and workshops on platforms, data and developer tools.",
  location: "Pavilion 3, Parque das Nacoes, Lisbon",
  start: "2027-06-09",
  end: "2027-06-11",
  stamp: "2026-11-22T00:00:00Z",
} as const satisfies CalendarEvent;

export const CONFERENCE_ICS_PATH = "/landing/conference/relay-2027.ics";
