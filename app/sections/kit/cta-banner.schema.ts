/**
 * What the template kit's call-to-action banner (kit/cta-banner.tsx) takes from a content file:
 * the `kit` variant of the library's CtaBanner (`section: CtaBanner`, `variant: kit`): links, a
 * sample e-mail form, or both, and a part under the text (`extra: { part: WeeklyCountdown, … }`).
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitLink, kitSampleForm, kitTone } from "~/lib/content/vocab/kit-fields";

import type { CtaBannerProps } from "./cta-banner";
import { part as weeklyCountdownPart } from "./weekly-countdown";

export const kitCtaBannerSchema = z.strictObject({
  id: elementId,
  eyebrow: z.optional(text(1, 60)),
  title: text(1, 140),
  text: text(1, 600),
  actions: z.optional(z.array(kitLink)),
  form: z.optional(kitSampleForm),
  /** A part under the text: a countdown to a weekly sale's end. */
  extra: z.optional(weeklyCountdownPart),
  tone: kitTone,
  /** The section's own id, for links to it (#download). */
  anchor: kitAnchor,
});

/** The banner's props; its extra is a part, drawn by ContentSections. */
export const kitCtaBannerFields = ({
  extra: _extra,
  ...fields
}: z.infer<typeof kitCtaBannerSchema>): Omit<CtaBannerProps, "extra"> => fields;
