/** What the template kit's numbered steps (kit/steps.tsx) take from a content file. */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { StepsProps } from "./steps";

export const stepsSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  steps: z
    .array(z.strictObject({ title: text(1, 100), text: text(1, 600) }))
    .check(z.minLength(1, "list the steps")),
  quote: z.optional(z.strictObject({ text: text(1, 600), name: text(1, 80), role: text(1, 120) })),
  tone: kitTone,
  anchor: kitAnchor,
});

export const stepsFields = (fields: z.infer<typeof stepsSchema>): StepsProps => fields;
