/**
 * What the template kit's testimonial wall (kit/testimonial-wall.tsx) takes from a content file:
 * the quotes, the first few shown and the rest behind "Show more".
 */
import * as z from "zod/mini";

import { elementId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import { kitTestimonial } from "./testimonial-carousel.schema";
import type { TestimonialWall } from "./testimonial-wall";

export const testimonialWallSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  items: z.array(kitTestimonial).check(z.minLength(1, "list the quotes")),
  /** How many show before "Show more". */
  initial: z.optional(z.number().check(z.int(), z.gte(1))),
  tone: kitTone,
  anchor: kitAnchor,
});

export const testimonialWallFields = (
  fields: z.infer<typeof testimonialWallSchema>,
): Parameters<typeof TestimonialWall>[0] => fields;
