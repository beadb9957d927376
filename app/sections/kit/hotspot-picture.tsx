import { type Art, Artwork } from "~/components/kit/artwork";
import { Hotspot, type Percent } from "~/components/kit/hotspot";
import { Price } from "~/components/kit/price";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_hotspots.scss";

export interface Spot {
  x: Percent;
  y: Percent;
  title: string;
  text: string;
  /** A price in US cents, for shoppable pictures. */
  price?: number;
}

export interface HotspotPictureProps {
  id: string;
  heading: KitIntro;
  art: Art;
  spots: readonly Spot[];
  /** Facts beside the picture (specifications). */
  specs?: readonly { label: string; value: string }[];
  tone?: Tone;
  anchor?: string;
}

/** A picture with "+" spots that explain or price what is in it, and optional specs beside it. */
export function HotspotPicture({
  id,
  heading,
  art,
  spots,
  specs,
  tone,
  anchor,
}: HotspotPictureProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <div className={specs ? "kit-hotspots-with-specs" : undefined}>
        <div className="kit-hotspots">
          <Artwork {...art} ratio="3:2" width={960} />
          {spots.map((spot) => (
            <Hotspot key={spot.title} x={spot.x} y={spot.y} title={spot.title}>
              <p className="kit-muted">{spot.text}</p>
              {spot.price !== undefined && (
                <Price cents={spot.price} className="kit-popover-price" />
              )}
            </Hotspot>
          ))}
        </div>
        {specs && (
          <dl className="kit-specs">
            {specs.map((spec) => (
              <div key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </KitSection>
  );
}
