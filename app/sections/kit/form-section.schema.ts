/**
 * What the template kit's form section (kit/form-section.tsx) takes from a content file: a
 * sample form (`thanks`) or a checked one (`outcome`), with points beside it.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import {
  kitCheckedForm,
  kitSampleForm,
  kitSectionFields,
  lucideIcon,
} from "~/lib/content/kit-fields";

import type { FormSectionProps } from "./form-section";

export const formSectionSchema = z.strictObject({
  ...kitSectionFields,
  form: z.union([kitSampleForm, kitCheckedForm], {
    error: "write a sample form (with thanks) or a checked form (with id and outcome)",
  }),
  points: z.optional(
    z.array(z.strictObject({ icon: lucideIcon, title: text(1, 80), text: text(1, 300) })),
  ),
});

export const formSectionFields = (
  fields: z.infer<typeof formSectionSchema>,
): IconNamed<FormSectionProps> => fields;
