/**
 * What the template kit's testimonial tabs (kit/testimonial-tabs.tsx) take from a content file:
 * the quotes (kit/testimonial-carousel.schema.ts), one tab each.
 */
import * as z from "zod/mini";

import { kitSectionFields } from "~/lib/content/kit-fields";

import { kitTestimonial } from "./testimonial-carousel.schema";
import type { TestimonialsProps } from "./testimonials";

export const testimonialTabsSchema = z.strictObject({
  ...kitSectionFields,
  items: z.array(kitTestimonial).check(z.minLength(1, "list the quotes")),
});

export const testimonialTabsFields = (
  fields: z.infer<typeof testimonialTabsSchema>,
): TestimonialsProps => fields;
