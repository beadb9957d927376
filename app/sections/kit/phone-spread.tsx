import * as z from "zod/mini";

import { kitPhoneScreen, PhoneMockup } from "~/components/kit/phone-mockup";
import { Glyph } from "~/components/ui/icon";
import { kitIconPoint } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import "~/styles/kit/_phone.scss";

const points = z.array(kitIconPoint).check(z.minLength(1, "list the points on this side"));

/**
 * The phone between two lists of what an app does, a part of a section in a content file
 * (`aside: { part: PhoneSpread, … }`): the screen it shows and the points on either side, each
 * with a Lucide icon by name.
 */
export const part = z.strictObject({
  part: z.literal("PhoneSpread"),
  screen: kitPhoneScreen.check(z.describe("What the phone in the middle shows")),
  left: points.check(z.describe("Points left of the phone (above it on small screens)")),
  right: points.check(z.describe("Points right of the phone (below it on small screens)")),
  level: z.optional(
    z
      .union([z.literal(2), z.literal(3)], { error: "use 2 or 3" })
      .check(z.describe("The points' heading level: 2 straight under the page's h1 (a hero)")),
  ),
});

export type PhoneSpreadProps = Drawn<Omit<Fields<typeof part>, "part">>;

type PhonePoint = PhoneSpreadProps["left"][number];

function Points({ points, level }: { points: readonly PhonePoint[]; level: 2 | 3 }) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <ul className="kit-phone-points">
      {points.map((point) => (
        <li key={point.title}>
          <span className="kit-icon-tile">
            <Glyph icon={point.icon} size={22} />
          </span>
          <Title className="kit-phone-point-title">{point.title}</Title>
          <p className="kit-muted">{point.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** A phone between two lists of what the app does (a hero's picture, or a section's body). */
export function PhoneSpread({ screen, left, right, level = 3 }: PhoneSpreadProps) {
  return (
    <div className="kit-phone-spread">
      <Points points={left} level={level} />
      <PhoneMockup screen={screen} />
      <Points points={right} level={level} />
    </div>
  );
}
