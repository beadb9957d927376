import { useState } from "react";

import { Carousel } from "~/components/kit/carousel";
import { PhoneMockup, type PhoneScreen } from "~/components/kit/phone-mockup";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_phone.scss";

export interface PhoneFeature {
  title: string;
  text: string;
  screen: PhoneScreen;
}

export interface PhoneCarouselProps {
  id: string;
  heading: KitIntro;
  features: readonly PhoneFeature[];
  tone?: Tone;
  /** Anchor of the section, for in-page links. */
  anchor?: string;
}

/** A carousel of features; the phone beside it shows the screen of the selected one. */
export function PhoneCarousel({ id, heading, features, tone, anchor }: PhoneCarouselProps) {
  const [index, setIndex] = useState(0);
  const screen = (features[index] ?? features[0])?.screen;
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <div className="kit-phone-carousel">
        <div className="kit-phone-carousel-phone" aria-live="polite">
          {screen && <PhoneMockup screen={screen} width={240} />}
        </div>
        <Carousel
          label={heading.title}
          onSelect={setIndex}
          slides={features.map((feature) => (
            <div key={feature.title} className="kit-card kit-phone-feature">
              <h3>{feature.title}</h3>
              <p className="kit-muted">{feature.text}</p>
            </div>
          ))}
        />
      </div>
    </KitSection>
  );
}
