import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { Price } from "~/components/kit/price";
import { Glyph } from "~/components/ui/icon";
import { headingId, text } from "~/lib/content/vocab/fields";
import {
  kitAnchor,
  kitArt,
  kitIntro,
  kitLink,
  kitTone,
  lucideIcon,
} from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { KitButtonLink, KitSection } from "./section";

import "~/styles/kit/_feature-grid.scss";

/** One card: a Lucide icon (by name) or a drawn picture, a title and a line (also a carousel's). */
export const kitFeature = z
  .strictObject({
    title: text(1, 100).check(z.describe("The card's heading")),
    text: text(1, 600).check(z.describe("A few sentences under the heading")),
    icon: z.optional(lucideIcon.check(z.describe("An icon in a tinted tile above the title"))),
    art: z.optional(kitArt.check(z.describe("A picture above the title instead of an icon"))),
    tag: z.optional(text(1, 40).check(z.describe("A short label above the title (Step 1, Guide)"))),
    price: z.optional(
      z
        .number("write the price in cents")
        .check(z.int(), z.gte(0), z.describe("A price in US cents, shown under the text")),
    ),
    points: z.optional(
      z
        .array(text(1, 120).check(z.describe("One point, a short line")))
        .check(z.describe("Checked points under the text")),
    ),
    link: z.optional(kitLink.check(z.describe("A link under the text"))),
  })
  .check(z.describe("One card: a heading, text, and an icon or picture"));

export type Feature = Drawn<Fields<typeof kitFeature>>;

/**
 * The template kit's feature grid as a content file writes it: the `kit` variant of the library's
 * FeatureGrid (`section: FeatureGrid`, `variant: kit`). Each card has a Lucide icon (by name) or
 * a drawn picture.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  items: z.array(kitFeature).check(z.minLength(1, "list the features")),
  columns: z.optional(
    z
      .union([z.literal(2), z.literal(3), z.literal(4)], { error: "use 2, 3 or 4" })
      .check(z.describe("Columns on wide screens (2 on medium ones)")),
  ),
  tone: kitTone,
  look: z.optional(
    z
      .enum(["cards", "open"], "use cards or open")
      .check(z.describe("Bordered cards, or open tiles on the section's background")),
  ),
  anchor: kitAnchor,
});

export type FeatureGridProps = Drawn<Fields<typeof schema>>;

/** Services, benefits, features, guides: a grid of icon (or picture) cards. */
export function FeatureGrid({
  id,
  heading,
  items,
  columns = 3,
  tone,
  look = "cards",
  anchor,
}: FeatureGridProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <ul className={cx("kit-grid", `kit-grid-${columns}`, `kit-features-${look}`)}>
        {items.map((item) => (
          <li key={item.title} className={cx("kit-feature", look === "cards" && "kit-card")}>
            <FeatureCard item={item} />
          </li>
        ))}
      </ul>
    </KitSection>
  );
}

/** One feature's content: picture or icon, tag, title, text, points, price and link. */
export function FeatureCard({ item }: { item: Feature }) {
  return (
    <>
      {item.art && <Artwork {...item.art} ratio="4:3" width={480} className="kit-feature-art" />}
      {item.icon && (
        <span className="kit-icon-tile">
          <Glyph icon={item.icon} size={24} />
        </span>
      )}
      {item.tag && <p className="kit-feature-tag">{item.tag}</p>}
      <h3 className="kit-feature-title">{item.title}</h3>
      <p className="kit-muted">{item.text}</p>
      {item.points && (
        <ul className="kit-checks">
          {item.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {item.price !== undefined && <Price cents={item.price} className="kit-feature-price" />}
      {item.link && (
        <p className="kit-feature-link">
          <KitButtonLink link={item.link} outline />
        </p>
      )}
    </>
  );
}
