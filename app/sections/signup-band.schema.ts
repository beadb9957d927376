/**
 * The fields of a sign-up band (signup-band.tsx) a content file writes, whichever form it holds:
 * the notify-me band's (notify-section.schema.ts) and the newsletter band's
 * (newsletter-section.schema.ts).
 */
import * as z from "zod/mini";

import { actionLink, elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

export const signupBandFields = {
  id: elementId,
  heading: sectionIntro,
  points: z.optional(z.array(text(1, 120))),
  note: z.optional(z.strictObject({ text: text(1, 200), link: actionLink })),
  muted: z.optional(z.boolean("write true or false")),
};
