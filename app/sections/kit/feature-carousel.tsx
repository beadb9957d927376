import * as z from "zod/mini";

import { Carousel } from "~/components/kit/carousel";
import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { FeatureCard, kitFeature } from "./feature-grid";
import { KitSection } from "./section";

import "~/styles/kit/_feature-grid.scss";

/**
 * The template kit's feature carousel as a content file writes it: the feature grid's cards, a
 * few in view at once.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  items: z
    .array(kitFeature)
    .check(z.minLength(1, "list the cards"), z.describe("The cards, in order")),
  perView: z.optional(
    z
      .union([z.literal(2), z.literal(3), z.literal(4)], { error: "use 2, 3 or 4" })
      .check(z.describe("Cards in view on wide screens")),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type FeatureCarouselProps = Drawn<Fields<typeof schema>>;

/** Feature cards in a carousel: industries, skills, services when there are many. */
export function FeatureCarousel({
  id,
  heading,
  items,
  perView = 3,
  tone,
  anchor,
}: FeatureCarouselProps) {
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <Carousel
        label={heading.title}
        perView={perView}
        slides={items.map((item) => (
          <div key={item.title} className="kit-feature kit-card">
            <FeatureCard item={item} />
          </div>
        ))}
      />
    </KitSection>
  );
}
