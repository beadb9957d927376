/** What process steps (process-steps.tsx) take from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { ProcessStepsProps } from "./process-steps";

export const processStepsSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  deliverableLabel: text(1, 30),
  steps: z
    .array(
      z.strictObject({
        title: text(1, 60),
        timing: text(1, 40),
        text: text(1, 400),
        deliverable: text(1, 300),
      }),
    )
    .check(z.minLength(2, "give at least two steps")),
});

export const processStepsFields = (fields: z.infer<typeof processStepsSchema>): ProcessStepsProps =>
  fields;
