import { Countdown } from "~/components/kit/countdown";
import { nextWeekly, WEEKDAYS } from "~/lib/countdown";

export interface WeeklyCountdownProps {
  /** The timer's accessible name: "Time left in the sale". */
  label: string;
  /** Said once the end has passed. */
  doneText: string;
  /** The day it ends each week, at `hour`:00 UTC (midnight unless given). */
  endsEvery: (typeof WEEKDAYS)[number];
  hour?: number;
}

/**
 * A countdown to an end that comes round every week (a weekend sale ending Sunday at midnight),
 * so a sample page never shows an offer that has run out. A part: a banner shows it under its
 * text (`extra: { part: WeeklyCountdown, … }`).
 */
export function WeeklyCountdown({ label, doneText, endsEvery, hour }: WeeklyCountdownProps) {
  const weekday = WEEKDAYS.indexOf(endsEvery);
  return (
    <Countdown target={(now) => nextWeekly(now, weekday, hour)} label={label} doneText={doneText} />
  );
}
