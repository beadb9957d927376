/**
 * What the template kit's testimonial tabs (kit/testimonial-tabs.tsx) take from a content file:
 * the quotes, one shown at a time, picked by tabs with each person's name.
 */
import * as z from "zod/mini";

import { elementId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import { kitTestimonial } from "./testimonial-carousel.schema";
import type { TestimonialsProps } from "./testimonials";

export const testimonialTabsSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  items: z.array(kitTestimonial).check(z.minLength(2, "list at least two quotes")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const testimonialTabsFields = (
  fields: z.infer<typeof testimonialTabsSchema>,
): TestimonialsProps => fields;
