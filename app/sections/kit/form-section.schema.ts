/**
 * What the template kit's form section (kit/form-section.tsx) takes from a content file: a sample
 * form (the browser's checks), or a checked form (inline errors and a summary, told apart by its
 * `outcome`), and points beside it with Lucide icons by name. Neither sends anything.
 */
import * as z from "zod/mini";

import { elementId } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import {
  kitAnchor,
  kitCheckedForm,
  kitIconPoint,
  kitIntro,
  kitSampleForm,
  kitTone,
} from "~/lib/content/vocab/kit-fields";

import type { FormSectionProps } from "./form-section";

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
