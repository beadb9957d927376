/**
 * What the template kit's testimonial marquee (kit/testimonial-marquee.tsx) takes from a content
 * file: short quotes that scroll sideways (the pause button and reduced motion are the
 * component's).
 */
import * as z from "zod/mini";

import { elementId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import { kitTestimonial } from "./testimonial-carousel.schema";
import type { TestimonialsProps } from "./testimonials";

export const testimonialMarqueeSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  items: z.array(kitTestimonial).check(z.minLength(1, "list the quotes")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const testimonialMarqueeFields = (
  fields: z.infer<typeof testimonialMarqueeSchema>,
): TestimonialsProps => fields;
