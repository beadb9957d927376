import * as z from "zod/mini";

import { Carousel } from "~/components/kit/carousel";
import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { kitTestimonial, QuoteCard } from "./quote-card";
import { KitSection } from "./section";

/**
 * What a content file gives the testimonial carousel: the quotes, and how many show at once.
 * The carousel's behaviour (swipe, buttons, keys, autoplay) is the component's.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  items: z
    .array(kitTestimonial)
    .check(z.minLength(1, "list the quotes"), z.describe("The quotes, one slide each")),
  perView: z.optional(
    z
      .union([z.literal(1), z.literal(2), z.literal(3)], { error: "use 1, 2 or 3" })
      .check(z.describe("How many quotes show at once (2 unless given)")),
  ),
  autoplayMs: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.gte(2000),
        z.describe("Advance by itself every so many milliseconds (paused on hover and focus)"),
      ),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type TestimonialCarouselProps = Fields<typeof schema>;

/** Testimonials in a carousel (swipe, buttons, arrow keys), optionally auto-advancing. */
export function TestimonialCarousel({
  id,
  heading,
  items,
  tone,
  perView = 2,
  autoplayMs,
  anchor,
}: TestimonialCarouselProps) {
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <Carousel
        label={heading.title}
        perView={perView}
        autoplayMs={autoplayMs}
        slides={items.map((item) => (
          <QuoteCard key={item.name} item={item} />
        ))}
      />
    </KitSection>
  );
}
