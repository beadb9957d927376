import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { CompareSlider } from "~/components/kit/compare-slider";
import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

/**
 * The template kit's before-and-after slider as a content file writes it: two drawn pictures of
 * the same thing, their labels and the slider's accessible name.
 */
export const schema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  label: text(1, 80).check(z.describe("The slider's name for screen readers")),
  before: kitArt,
  after: kitArt,
  beforeLabel: text(1, 40),
  afterLabel: text(1, 40),
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
