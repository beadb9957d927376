/**
 * What the template kit's call-to-action banner (kit/cta-banner.tsx) takes from a content file:
 * the `kit` variant of the library's CtaBanner (`section: CtaBanner`, `variant: kit`).
 */
import * as z from "zod/mini";

import { actionLink, elementId, text } from "~/lib/content/fields";

import type { CtaBannerProps } from "./cta-banner";

/** A section's background in the kit: the page's, a soft tint, or the dark band. */
export const kitTone = z.optional(z.enum(["plain", "soft", "dark"], "use plain, soft or dark"));

export const kitCtaBannerSchema = z.strictObject({
  id: elementId,
  eyebrow: z.optional(text(1, 60)),
  title: text(1, 140),
  text: text(1, 600),
  actions: z.optional(z.array(actionLink)),
  tone: kitTone,
  /** The section's own id, for links to it (#download). */
  anchor: z.optional(elementId),
});

export const kitCtaBannerFields = (fields: z.infer<typeof kitCtaBannerSchema>): CtaBannerProps =>
  fields;
