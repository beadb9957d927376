/** What a timeline (timeline.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { TimelineProps } from "./timeline";

export const timelineSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  milestones: z
    .array(
      z.strictObject({
        year: z.int("write the year as a number, e.g. 2019"),
        title: text(1, 80),
        text: text(1, 400),
      }),
    )
    .check(
      z.minLength(1, "give at least one milestone"),
      z.refine(
        (milestones) =>
          milestones.every(
            (milestone, index) => index === 0 || milestones[index - 1]!.year <= milestone.year,
          ),
        "list the milestones oldest first",
      ),
    ),
});

export const timelineFields = (fields: z.infer<typeof timelineSchema>): TimelineProps => fields;
