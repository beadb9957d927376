/**
 * What the template kit's schedule (kit/schedule.tsx) takes from a content file: days as tabs,
 * each with its sessions, and optionally a list of the whole week beside them.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { ScheduleProps } from "./schedule";

const session = z.strictObject({
  /** "09:30" or "09:30-10:15". */
  time: z
    .string("write the time as 09:30 or 09:30-10:15")
    .check(z.regex(/^\d{2}:\d{2}(-\d{2}:\d{2})?$/, "write the time as 09:30 or 09:30-10:15")),
  title: text(1, 120),
  who: z.optional(text(1, 80)),
  where: z.optional(text(1, 80)),
  tag: z.optional(text(1, 40)),
});

export const scheduleSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  days: z
    .array(
      z.strictObject({
        id: elementId,
        /** The tab: "Day 1", "Mon". */
        label: text(1, 20),
        /** The panel's heading: "Tuesday, 9 June". */
        title: text(1, 60),
        sessions: z.array(session).check(z.minLength(1, "list the day's sessions")),
      }),
    )
    .check(z.minLength(1, "list the days")),
  /** The tab list's accessible name. */
  tabsLabel: text(1, 60),
  /** Offer a list of every day at once beside the day tabs. */
  listView: z.optional(z.boolean()),
  tone: kitTone,
  anchor: kitAnchor,
});

export const scheduleFields = (fields: z.infer<typeof scheduleSchema>): ScheduleProps => fields;
