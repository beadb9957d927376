/** What a FAQ (faq.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { FaqProps } from "./faq";

export const faqSchema = z.strictObject({
  id: elementId,
  muted: z.optional(z.boolean("write true or false")),
  heading: sectionIntro,
  items: z
    .array(
      z.strictObject({
        question: text(1, 160),
        answer: z.array(text(1, 800)).check(z.minLength(1, "give at least one paragraph")),
      }),
    )
    .check(z.minLength(1, "give at least one question")),
});

export const faqFields = (fields: z.infer<typeof faqSchema>): FaqProps => fields;
