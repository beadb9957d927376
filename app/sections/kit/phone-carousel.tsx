import { useState } from "react";
import * as z from "zod/mini";

import { Carousel } from "~/components/kit/carousel";
import { kitPhoneScreen, PhoneMockup } from "~/components/kit/phone-mockup";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_phone.scss";

/**
 * What a content file gives the phone carousel: features, each with the app screen the drawn
 * phone shows for it (a title and a Lucide icon by name).
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  features: z
    .array(
      z
        .strictObject({
          title: text(1, 80).check(z.describe("The feature's heading")),
          text: text(1, 300).check(z.describe("A line under the heading")),
          screen: kitPhoneScreen.check(z.describe("What the phone shows for this feature")),
        })
        .check(z.describe("One feature: a heading, a line and a screen")),
    )
    .check(
      z.minLength(1, "list the features"),
      z.describe("The features, each a slide with its phone screen"),
    ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type PhoneCarouselProps = Drawn<Fields<typeof schema>>;

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
