/** What testimonials (testimonials.tsx) take from a content file. */
import * as z from "zod/mini";

import { actionLink, elementId, iconName, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { TestimonialsProps } from "./testimonials";

export const testimonialsSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  quotes: z
    .array(z.strictObject({ quote: text(1, 400), role: text(1, 80), organization: text(1, 120) }))
    .check(z.minLength(1, "give at least one quote")),
  note: z.optional(text(1, 300)),
  assurances: z.optional(
    z.strictObject({
      title: text(1, 80),
      items: z.array(
        z.strictObject({
          icon: iconName,
          title: text(1, 80),
          text: text(1, 300),
          link: z.optional(actionLink),
        }),
      ),
    }),
  ),
});

export const testimonialsFields = (fields: z.infer<typeof testimonialsSchema>): TestimonialsProps =>
  fields;
