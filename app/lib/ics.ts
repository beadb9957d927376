/** iCalendar (RFC 5545) files for "add to calendar" links: one all-day or timed event. */

export interface CalendarEvent {
  /** Globally unique id, e.g. "relay-2027@example.com". */
  uid: string;
  title: string;
  description: string;
  location: string;
  /** Start and end as ISO dates ("2027-06-09", all day; the end is exclusive) or UTC times. */
  start: string;
  end: string;
  /** When the file was made (DTSTAMP), ISO UTC. */
  stamp: string;
}

/** Escapes text values (RFC 5545 3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

function icsDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `;VALUE=DATE:${value.replace(/-/g, "")}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${value}`);
  return `:${date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "")}`;
}

/** Folds a content line at 75 octets (RFC 5545 3.1); ASCII assumed. */
function fold(line: string): string {
  const parts: string[] = [];
  for (let index = 0; index < line.length; index += index === 0 ? 75 : 74) {
    parts.push(line.slice(index, index + (index === 0 ? 75 : 74)));
  }
  return parts.join("\r\n ");
}

export function buildIcs(
  event: CalendarEvent,
  productId = "-//CradleSec//Landing kit//EN",
): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP${icsDate(event.stamp)}`,
    `DTSTART${icsDate(event.start)}`,
    `DTEND${icsDate(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ]
    .map(fold)
    .join("\r\n");
}
