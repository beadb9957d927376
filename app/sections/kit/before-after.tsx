import { type Art, Artwork } from "~/components/kit/artwork";
import { CompareSlider } from "~/components/kit/compare-slider";

import { type KitIntro, KitSection, type Tone } from "./section";

export interface BeforeAfterProps {
  id: string;
  heading: KitIntro;
  /** The slider's accessible name. */
  label: string;
  before: Art;
  after: Art;
  beforeLabel: string;
  afterLabel: string;
  tone?: Tone;
  anchor?: string;
}

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
