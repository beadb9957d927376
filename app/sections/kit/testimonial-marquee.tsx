import * as z from "zod/mini";

import { Marquee } from "~/components/kit/marquee";
import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { kitTestimonial, QuoteCard } from "./quote-card";
import { KitSection } from "./section";

/**
 * What a content file gives the testimonial marquee: short quotes that scroll sideways (the
 * pause button and reduced motion are the component's).
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  items: z
    .array(kitTestimonial)
    .check(z.minLength(1, "list the quotes"), z.describe("The quotes, scrolling past in a row")),
  tone: kitTone,
  anchor: kitAnchor,
});

export type TestimonialMarqueeProps = Fields<typeof schema>;

/** Short reviews scrolling sideways (pause button; still under reduced motion). */
export function TestimonialMarquee({ id, heading, items, tone, anchor }: TestimonialMarqueeProps) {
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
