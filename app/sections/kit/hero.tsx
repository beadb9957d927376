import type { ReactNode } from "react";

import { type Art, Artwork } from "~/components/kit/artwork";
import { FadeSlides } from "~/components/kit/fade-slides";
import { cx } from "~/lib/cx";

import { KitActions, type KitLink } from "./section";

import "~/styles/kit/_hero.scss";

/** A figure in the hero: "4.9/5" over "average rating". */
export interface HeroFact {
  value: string;
  label: string;
}

export interface KitHeroProps {
  /**
   * split: text beside a picture or `aside`; background: text over a full-width picture;
   * slider: text over cross-fading pictures; centered: text centred over `aside`.
   */
  layout?: "split" | "background" | "slider" | "centered";
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  lead: string;
  /** Short labels under the lead: what the business offers ("Websites", "Apps"). */
  tags?: readonly string[];
  actions?: readonly KitLink[];
  /** Figures under the actions (ratings, specs, dates). */
  facts?: readonly HeroFact[];
  /** The picture (split, background). */
  art?: Art;
  /** The pictures that fade (slider). */
  slides?: readonly Art[];
  /** Name of the slides for assistive technology. */
  slidesLabel?: string;
  /** Content beside or under the text instead of the picture: a form, cards, a plan. */
  aside?: ReactNode;
  /** Put `aside` on a card (a booking form), with this anchor for in-page links. */
  asideCard?: { anchor?: string };
  /** Content in the text column under the actions: a short form ("book a call"). */
  below?: ReactNode;
}

/** The opening of a template page, in four layouts over the same content. */
export function Hero({
  layout = "split",
  eyebrow,
  title,
  lead,
  tags = [],
  actions = [],
  facts = [],
  art,
  slides,
  slidesLabel = "Photos",
  aside,
  asideCard,
  below,
}: KitHeroProps) {
  const overPicture = layout === "background" || layout === "slider";
  const text = (
    <div className="kit-hero-text">
      {eyebrow && <p className="kit-eyebrow">{eyebrow}</p>}
      <h1 className="kit-hero-title">{title}</h1>
      <p className="kit-hero-lead">{lead}</p>
      {tags.length > 0 && (
        <ul className="kit-tags kit-hero-tags" aria-label="What we offer">
          {tags.map((tag) => (
            <li key={tag} className="kit-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <KitActions links={actions} />
      {below && <div className="kit-hero-below">{below}</div>}
      {facts.length > 0 && (
        <dl className="kit-hero-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
  return (
    <div className={cx("kit-hero", `kit-hero-${layout}`, overPicture && "kit-dark")}>
      {layout === "background" && art && (
        <div className="kit-hero-backdrop">
          <Artwork {...art} ratio="16:9" width={1600} cover />
        </div>
      )}
      {layout === "slider" && slides && (
        <div className="kit-hero-backdrop">
          <FadeSlides label={slidesLabel} slides={slides} />
        </div>
      )}
      <div className="container kit-hero-inner">
        {text}
        {aside ? (
          <div className="kit-hero-aside">
            {asideCard ? (
              <div className="kit-card kit-hero-card" id={asideCard.anchor}>
                {aside}
              </div>
            ) : (
              aside
            )}
          </div>
        ) : (
          layout === "split" &&
          art && (
            <div className="kit-hero-aside">
              <Artwork {...art} ratio="4:3" width={720} />
            </div>
          )
        )}
      </div>
    </div>
  );
}
