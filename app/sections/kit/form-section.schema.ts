/**
 * What the template kit's form section (kit/form-section.tsx) takes from a content file: a sample
 * form (the browser's checks), or a checked form (inline errors and a summary, told apart by its
 * `outcome`), and points beside it with Lucide icons by name. Neither sends anything.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import {
  kitAnchor,
  kitIconPoint,
  kitIntro,
  kitSampleForm,
  kitTone,
} from "~/lib/content/kit-fields";

import { checkedField } from "./auth-split.schema";
import type { FormSectionProps } from "./form-section";

/** The kit's checked form (components/kit/kit-form.tsx): fields with rules and messages. */
const kitCheckedForm = z.strictObject({
  /** Prefix of every id inside the form. */
  id: elementId,
  label: text(1, 80),
  fields: z.array(checkedField).check(z.minLength(1, "list the form's fields")),
  submitLabel: text(1, 40),
  /** What the page says once the form passes its checks. */
  outcome: text(1, 300),
  summaryTitle: z.optional(text(1, 80)),
  note: z.optional(text(1, 300)),
});

export const formSectionSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  form: z.union([kitSampleForm, kitCheckedForm], {
    error: "write a sample form (with thanks) or a checked form (with id and outcome)",
  }),
  points: z.optional(z.array(kitIconPoint)),
  tone: kitTone,
  anchor: kitAnchor,
});

export const formSectionFields = (
  fields: z.infer<typeof formSectionSchema>,
): IconNamed<FormSectionProps> => fields;
