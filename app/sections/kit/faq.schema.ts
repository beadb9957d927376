/**
 * What the template kit's FAQ (kit/faq.tsx) takes from a content file: the `kit` variant of the
 * library's Faq (`section: Faq`, `variant: kit`): questions and answers, and a help card.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitLink, kitTone } from "~/lib/content/vocab/kit-fields";

import type { FaqSectionProps } from "./faq";

export const kitFaqSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  items: z
    .array(z.strictObject({ question: text(1, 200), answer: text(1, 1200) }))
    .check(z.minLength(1, "list the questions")),
  help: z.optional(z.strictObject({ title: text(1, 80), text: text(1, 300), link: kitLink })),
  tone: kitTone,
  anchor: kitAnchor,
});

export const kitFaqFields = (fields: z.infer<typeof kitFaqSchema>): FaqSectionProps => fields;
