import type { CalendarEvent } from "~/lib/ics";

import { conferenceEvent as written } from "../../generated/conference-event";

/**
 * The Relay 2027 sample conference as a calendar event, written in
 * content/templates/landing/conference-event.yaml: the file behind the "Add to calendar" link of
 * /landing/conference (content/templates/landing/conference.md), which the prerender writes at
 * CONFERENCE_ICS_PATH (routes/landing/conference-ics.ts). A test holds the page's link to this
 * path.
 */
export const conferenceEvent: CalendarEvent = written;

export const CONFERENCE_ICS_PATH = "/landing/conference/relay-2027.ics";
