import * as z from "zod/mini";

import { Countdown } from "~/components/kit/countdown";
import { text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { nextWeekly, WEEKDAYS } from "~/lib/countdown";

/**
 * The weekly countdown as a part of a section in a content file (`extra: { part:
 * WeeklyCountdown, … }`): the day of the week its end comes round on, at midnight UTC or at
 * `hour`.
 */
export const part = z.strictObject({
  part: z.literal("WeeklyCountdown").check(z.describe("The part shown: WeeklyCountdown")),
  label: text(1, 80).check(
    z.describe('The timer\'s name for screen readers: "Time left in the sale"'),
  ),
  doneText: text(1, 80).check(z.describe("Said once the end has passed")),
  endsEvery: z
    .enum(WEEKDAYS, `name a day of the week: ${WEEKDAYS.join(", ")}`)
    .check(z.describe("The day it ends each week, at midnight UTC unless an hour is given")),
  hour: z.optional(
    z
      .number("write the hour, 0 to 23")
      .check(z.int(), z.gte(0), z.lte(23), z.describe("The hour (UTC) it ends on that day")),
  ),
});

export type WeeklyCountdownProps = Omit<Fields<typeof part>, "part">;

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
