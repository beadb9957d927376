import { PersonAvatar } from "~/components/kit/person-avatar";
import { KitTabs } from "~/components/kit/tabs";

import { QuoteCard } from "./quote-card";
import { KitSection } from "./section";
import type { TestimonialsProps } from "./testimonials";

/** One testimonial at a time, picked by tabs that show each person's avatar and name. */
export function TestimonialTabs({ id, heading, items, tone, anchor }: TestimonialsProps) {
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <div className="kit-quote-tabs">
        <KitTabs
          label="Customers"
          look="underline"
          tabs={items.map((item, index) => ({
            id: `t${index + 1}`,
            label: (
              <span className="kit-avatar-tab">
                <PersonAvatar name={item.name} size={36} />
                {item.name}
              </span>
            ),
            panel: <QuoteCard item={item} large />,
          }))}
        />
      </div>
    </KitSection>
  );
}
