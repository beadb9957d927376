import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { Hotspot } from "~/components/kit/hotspot";
import { Price } from "~/components/kit/price";
import { headingId, labelledValue, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_hotspots.scss";

const STEPS = [
  0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100,
] as const;

const percent = z.literal(STEPS, "place the spot in steps of 5, from 0 to 100");

/**
 * The template kit's hotspot picture as a content file writes it: a drawn picture with spots
 * placed in steps of 5% (the stylesheet has a class for each step, so no inline style), each
 * with a title, a line and an optional price in US cents.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  art: kitArt.check(z.describe("The picture the spots sit on")),
  spots: z
    .array(
      z
        .strictObject({
          x: percent.check(
            z.describe("How far from the left the spot sits, in percent (steps of 5)"),
          ),
          y: percent.check(
            z.describe("How far from the top the spot sits, in percent (steps of 5)"),
          ),
          title: text(1, 80).check(z.describe("The spot's heading, shown when it is opened")),
          text: text(1, 300).check(z.describe("A line under the heading")),
          price: z.optional(
            z
              .number("write the price in US cents")
              .check(z.int(), z.gte(0), z.describe("A price in US cents, for a shoppable picture")),
          ),
        })
        .check(z.describe("One spot: where it sits and what it says when opened")),
    )
    .check(z.minLength(1, "list the spots"), z.describe("The spots on the picture")),
  specs: z.optional(
    z.array(labelledValue(60, 80)).check(z.describe("Facts beside the picture (specifications)")),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type HotspotPictureProps = Drawn<Fields<typeof schema>>;

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
