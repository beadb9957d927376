/** Countdown maths for sale banners and coming-soon pages: pure, so the tests drive the clock. */

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target has passed (every part is 0). */
  done: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is left from `now` until `target` (both epoch ms), in whole seconds; never negative. */
export function timeLeft(now: number, target: number): TimeLeft {
  // Round up, so the display reaches 0 only when the target is reached.
  const ms = Math.max(0, Math.ceil((target - now) / SECOND) * SECOND);
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
    done: ms === 0,
  };
}

/** The days of the week as content files name them, Sunday first (getUTCDay's numbering). */
export const WEEKDAYS = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;

/**
 * The next time it is `weekday` (0 = Sunday) at `hour`:00 UTC, strictly after `now`: a sale
 * that "ends Sunday at midnight" every week, so a sample page never shows an expired offer.
 */
export function nextWeekly(now: number, weekday: number, hour = 0): number {
  if (!(Number.isInteger(weekday) && weekday >= 0 && weekday <= 6))
    throw new RangeError(`weekday must be 0-6: ${weekday}`);
  if (!(Number.isInteger(hour) && hour >= 0 && hour <= 23))
    throw new RangeError(`hour must be 0-23: ${hour}`);
  const date = new Date(now);
  const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour);
  const ahead = (weekday - date.getUTCDay() + 7) % 7;
  const candidate = start + ahead * DAY;
  return candidate > now ? candidate : candidate + 7 * DAY;
}

/** Two digits for hours, minutes and seconds ("07"); days as they are. */
export function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
