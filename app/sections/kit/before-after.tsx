import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { CompareSlider } from "~/components/kit/compare-slider";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

/**
 * The template kit's before-and-after slider as a content file writes it: two drawn pictures of
 * the same thing, their labels and the slider's accessible name.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  label: text(1, 80).check(z.describe("The slider's name for screen readers")),
  before: kitArt.check(z.describe("The picture on the slider's left: how it was")),
  after: kitArt.check(z.describe("The picture on the slider's right: how it is now")),
  beforeLabel: text(1, 40).check(z.describe("The tag on the before picture, e.g. Before")),
  afterLabel: text(1, 40).check(z.describe("The tag on the after picture, e.g. After")),
  tone: kitTone,
  anchor: kitAnchor,
});

export type BeforeAfterProps = Drawn<Fields<typeof schema>>;

/** Two pictures of the same thing compared with a slider (light and dark themes, before and after). */
export function BeforeAfter({
  id,
  heading,
  label,
  before,
  after,
  beforeLabel,
  afterLabel,
  tone,
  anchor,
}: BeforeAfterProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <CompareSlider
        label={label}
        before={<Artwork {...before} ratio="16:9" width={1120} />}
        after={<Artwork {...after} ratio="16:9" width={1120} />}
        beforeLabel={beforeLabel}
        afterLabel={afterLabel}
        className="kit-compare-wide"
      />
    </KitSection>
  );
}
