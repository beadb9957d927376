/**
 * What the template kit's form section (kit/form-section.tsx) takes from a content file: a
 * sample form (checked like a real one, it sends nothing) and points beside it, each with a
 * Lucide icon by name.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import { kitAnchor, kitIntro, kitSampleForm, kitTone, lucideIcon } from "~/lib/content/kit-fields";

import type { FormSectionProps } from "./form-section";

export const formSectionSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  form: kitSampleForm,
  points: z.optional(
    z.array(z.strictObject({ icon: lucideIcon, title: text(1, 60), text: text(1, 200) })),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export const formSectionFields = (
  fields: z.infer<typeof formSectionSchema>,
): IconNamed<FormSectionProps> => fields;
