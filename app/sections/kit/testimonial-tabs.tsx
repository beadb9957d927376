import * as z from "zod/mini";

import { PersonAvatar } from "~/components/kit/person-avatar";
import { KitTabs } from "~/components/kit/tabs";
import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { kitTestimonial, QuoteCard } from "./quote-card";
import { KitSection } from "./section";

/**
 * What a content file gives the testimonial tabs: the quotes, one shown at a time, picked by
 * tabs with each person's name.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  items: z
    .array(kitTestimonial)
    .check(z.minLength(2, "list at least two quotes"), z.describe("The quotes, one tab each")),
  tone: kitTone,
  anchor: kitAnchor,
});

export type TestimonialTabsProps = Fields<typeof schema>;

/** One testimonial at a time, picked by tabs that show each person's avatar and name. */
export function TestimonialTabs({ id, heading, items, tone, anchor }: TestimonialTabsProps) {
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
