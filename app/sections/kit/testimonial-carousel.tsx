import { Carousel } from "~/components/kit/carousel";

import { QuoteCard } from "./quote-card";
import { KitSection } from "./section";
import type { TestimonialsProps } from "./testimonials";

/** Testimonials in a carousel (swipe, buttons, arrow keys), optionally auto-advancing. */
export function TestimonialCarousel({
  id,
  heading,
  items,
  tone,
  perView = 2,
  autoplayMs,
  anchor,
}: TestimonialsProps & { perView?: 1 | 2 | 3; autoplayMs?: number }) {
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
