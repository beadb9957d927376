/**
 * What the template kit's testimonial carousel (kit/testimonial-carousel.tsx) takes from a
 * content file: the quotes, and how many show at once. The carousel's behaviour (swipe, buttons,
 * keys, autoplay) is the component's.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { TestimonialCarousel } from "./testimonial-carousel";

/** One quote: who said it, and an optional rating out of five. */
export const kitTestimonial = z.strictObject({
  quote: text(1, 600),
  name: text(1, 80),
  role: text(1, 120),
  rating: z.optional(
    z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
      error: "rate from 1 to 5",
    }),
  ),
});

export const testimonialCarouselSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  items: z.array(kitTestimonial).check(z.minLength(1, "list the quotes")),
  perView: z.optional(
    z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "use 1, 2 or 3" }),
  ),
  /** Advance by itself every so many milliseconds (paused on hover and focus). */
  autoplayMs: z.optional(z.number().check(z.int(), z.gte(2000))),
  tone: kitTone,
  anchor: kitAnchor,
});

export const testimonialCarouselFields = (
  fields: z.infer<typeof testimonialCarouselSchema>,
): Parameters<typeof TestimonialCarousel>[0] => fields;
