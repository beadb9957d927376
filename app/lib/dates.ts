/**
 * Calendar dates ("2026-11-03", or the date part of an ISO timestamp) in words, without Intl.
 * A page's first `Intl.DateTimeFormat` loads the browser's calendar and time-zone data: 20–60
 * ms of main thread at 1x CPU in Chromium, one long task while the page hydrates, for strings
 * that are fixed. Spelled out here they also read the same in the prerender and in every
 * browser, whatever its ICU version. The dates are UTC calendar dates, as before.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function parts(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`not an ISO date: ${iso}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) throw new Error(`not a date: ${iso}`);
  return { year, month, day };
}

const monthName = (month: number) => MONTHS[month - 1] ?? "";

/** "November 3, 2026" (en-US, long). */
export function longDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${monthName(month)} ${day}, ${year}`;
}

/** "Nov 3, 2026" (en-US, short month). */
export function shortDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${monthName(month).slice(0, 3)} ${day}, ${year}`;
}

/** "3 Nov 2026" (en-GB, short month; September is "Sept", as British usage and ICU write it). */
export function shortDateDayFirst(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${day} ${month === 9 ? "Sept" : monthName(month).slice(0, 3)} ${year}`;
}
