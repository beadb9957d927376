import { useId, useState } from "react";
import * as z from "zod/mini";

import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { kitTestimonial, QuoteCard } from "./quote-card";
import { KitSection } from "./section";

/**
 * What a content file gives the testimonial wall: the quotes, the first few shown and the rest
 * behind "Show more".
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  items: z
    .array(kitTestimonial)
    .check(z.minLength(1, "list the quotes"), z.describe("The quotes, in a wall of cards")),
  initial: z.optional(
    z
      .number()
      .check(z.int(), z.gte(1), z.describe('How many show before "Show more" (6 unless given)')),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type TestimonialWallProps = Fields<typeof schema>;

/** A wall of testimonials: the first few, then the rest behind "Show more". */
export function TestimonialWall({
  id,
  heading,
  items,
  tone,
  initial = 6,
  anchor,
}: TestimonialWallProps) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? items : items.slice(0, initial);
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <ul className="kit-wall" id={listId}>
        {shown.map((item) => (
          <li key={item.name}>
            <QuoteCard item={item} />
          </li>
        ))}
      </ul>
      {items.length > initial && (
        <p className="kit-wall-more">
          <button
            type="button"
            className="kit-btn kit-btn-outline"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {all ? "Show fewer" : `Show ${items.length - initial} more`}
          </button>
        </p>
      )}
    </KitSection>
  );
}
