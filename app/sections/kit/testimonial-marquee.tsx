import { Marquee } from "~/components/kit/marquee";

import { QuoteCard } from "./quote-card";
import { KitSection } from "./section";
import type { TestimonialsProps } from "./testimonials";

/** Short reviews scrolling sideways (pause button; still under reduced motion). */
export function TestimonialMarquee({ id, heading, items, tone, anchor }: TestimonialsProps) {
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <Marquee
        label={heading.title}
        className="kit-quote-marquee"
        items={items.map((item) => ({ id: item.name, content: <QuoteCard item={item} /> }))}
      />
    </KitSection>
  );
}
