/** What a call-to-action banner (cta-banner.tsx) takes from a content file. */
import * as z from "zod/mini";

import { actionButton, actionLink, elementId, text } from "~/lib/content/vocab/fields";

import type { CtaBannerProps } from "./cta-banner";

export const ctaBannerSchema = z.strictObject({
  id: elementId,
  title: text(1, 140),
  text: text(1, 600),
  actions: z.array(actionButton).check(z.minLength(1, "give at least one action")),
  note: z.optional(z.strictObject({ text: text(1, 120), link: actionLink })),
});

export const ctaBannerFields = (fields: z.infer<typeof ctaBannerSchema>): CtaBannerProps => fields;
