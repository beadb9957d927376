import { Carousel } from "~/components/kit/carousel";

import { type Feature, FeatureCard } from "./feature-grid";
import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_feature-grid.scss";

export interface FeatureCarouselProps {
  id: string;
  heading: KitIntro;
  items: readonly Feature[];
  /** Cards in view from lg up. */
  perView?: 2 | 3 | 4;
  tone?: Tone;
  /** Anchor of the section, for in-page links. */
  anchor?: string;
}

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
