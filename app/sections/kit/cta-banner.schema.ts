/**
 * What the template kit's call-to-action banner (kit/cta-banner.tsx) takes from a content file:
 * the `kit` variant of the library's CtaBanner (`section: CtaBanner`, `variant: kit`): links, a
 * sample e-mail form, or both.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/fields";
import { kitAnchor, kitLink, kitSampleForm, kitTone } from "~/lib/content/kit-fields";

import type { CtaBannerProps } from "./cta-banner";

export const kitCtaBannerSchema = z.strictObject({
  id: elementId,
  eyebrow: z.optional(text(1, 60)),
  title: text(1, 140),
  text: text(1, 600),
  actions: z.optional(z.array(kitLink)),
  form: z.optional(kitSampleForm),
  tone: kitTone,
  /** The section's own id, for links to it (#download). */
  anchor: kitAnchor,
});

export const kitCtaBannerFields = (fields: z.infer<typeof kitCtaBannerSchema>): CtaBannerProps =>
  fields;
