/**
 * The weekly countdown (kit/weekly-countdown.tsx) as a part of a section in a content file
 * (`extra: { part: WeeklyCountdown, … }`): the day of the week its end comes round on, at
 * midnight UTC or at `hour`.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";
import { WEEKDAYS } from "~/lib/countdown";

import type { WeeklyCountdownProps } from "./weekly-countdown";

export const weeklyCountdownPart = z.strictObject({
  part: z.literal("WeeklyCountdown"),
  label: text(1, 80),
  doneText: text(1, 80),
  endsEvery: z.enum(WEEKDAYS, `name a day of the week: ${WEEKDAYS.join(", ")}`),
  hour: z.optional(z.number("write the hour, 0 to 23").check(z.int(), z.gte(0), z.lte(23))),
});

export const weeklyCountdownFields = ({
  part: _part,
  ...props
}: z.infer<typeof weeklyCountdownPart>): WeeklyCountdownProps => props;
