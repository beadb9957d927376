import { conferenceEvent } from "~/content/templates/landing/conference-event";
import { buildIcs } from "~/lib/ics";

// A resource route: the prerender writes the event file behind the page's "Add to calendar".
export function loader() {
  return new Response(buildIcs(conferenceEvent), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
