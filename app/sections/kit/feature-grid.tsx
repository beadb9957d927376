import type { LucideIcon } from "lucide-react";

import { type Art, Artwork } from "~/components/kit/artwork";
import { Price } from "~/components/kit/price";
import { Glyph } from "~/components/ui/icon";
import { cx } from "~/lib/cx";

import { KitButtonLink, type KitIntro, type KitLink, KitSection, type Tone } from "./section";

import "~/styles/kit/_feature-grid.scss";

export interface Feature {
  title: string;
  text: string;
  /** An icon in a tinted tile above the title. */
  icon?: LucideIcon;
  /** A picture above the title instead of an icon. */
  art?: Art;
  /** A short label above the title ("Step 1", "Guide"). */
  tag?: string;
  /** A price in US cents, shown under the text. */
  price?: number;
  /** Checked points under the text. */
  points?: readonly string[];
  /** A link under the text. */
  link?: KitLink;
}

export interface FeatureGridProps {
  id: string;
  heading: KitIntro;
  items: readonly Feature[];
  /** Columns from lg up (2 from md). */
  columns?: 2 | 3 | 4;
  tone?: Tone;
  /** Bordered cards (default) or open tiles on the section's background. */
  look?: "cards" | "open";
  anchor?: string;
}

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
