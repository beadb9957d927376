import { useId, useState } from "react";

import { QuoteCard } from "./quote-card";
import { KitSection } from "./section";
import type { TestimonialsProps } from "./testimonials";

/** A wall of testimonials: the first few, then the rest behind "Show more". */
export function TestimonialWall({
  id,
  heading,
  items,
  tone,
  initial = 6,
  anchor,
}: TestimonialsProps & { initial?: number }) {
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
