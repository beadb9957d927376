import * as z from "zod/mini";

import { SoonBadge } from "~/components/ui/badge";
import { Icon, type IconName } from "~/components/ui/icon";
import { industries } from "~/content/industries";
import { bySlug } from "~/lib/by-slug";
import { actionLink, headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { type ActionLink, ArrowLink, SmartLink } from "./action-links";
import { industryCard } from "./industry-cards";
import { SiteSection } from "./section-heading";

import "~/styles/sections/_audience-cards.scss";

/**
 * Per industry of the catalogue (app/content/industries.ts) that gets a card, its icon, points
 * and link text; and the line of links to the others. Names, summaries, links and Soon badges
 * come from the catalogue, which the component reads as it renders (the shell holds it already).
 */
export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  items: z
    .array(
      industryCard.check(z.describe("One card: an industry of the catalogue and what it gets")),
    )
    .check(
      z.minLength(1, "give at least one card"),
      z.refine(
        (items) => new Set(items.map((item) => item.industry)).size === items.length,
        "give each industry one card",
      ),
      z.describe("The cards, in reading order (three fit one row on large screens)"),
    ),
  related: z.optional(
    z
      .strictObject({
        label: text(1, 80).check(z.describe("Text before the links")),
        more: z.optional(actionLink.check(z.describe('A closing "see all" link'))),
      })
      .check(z.describe("A line of links to every industry of the catalogue without a card")),
  ),
});

export type AudienceCardsProps = Fields<typeof schema>;

/** One audience (or industry) the company serves, as its card shows it. */
export interface AudienceCard {
  /** Icon in the card's corner. */
  icon: IconName;
  /** The card's h3. */
  title: string;
  /** One sentence on what we do for them. */
  summary: string;
  /** Three or so concrete things they get. */
  points: readonly string[];
  /** Where to read more; the label should name the audience. */
  link: ActionLink;
}

/** A compact row of further links under the cards, e.g. sectors still in preparation. */
export interface RelatedLinks {
  /** Text before the links. */
  label: string;
  /** The links; `soon` adds the Soon badge. */
  items: readonly (ActionLink & { soon?: boolean })[];
  /** A closing "see all" link. */
  more?: ActionLink;
}

/** The cards and the related links of the cards' fields, joined with the catalogue. */
export function audienceCards({ items, related }: Pick<AudienceCardsProps, "items" | "related">): {
  cards: AudienceCard[];
  related?: RelatedLinks;
} {
  const carded = new Set<string>(items.map((item) => item.industry));
  return {
    cards: items.map(({ industry: slug, icon, points, linkLabel }) => {
      const industry = bySlug(industries, slug);
      return {
        icon,
        title: industry.name,
        summary: industry.summary,
        points,
        link: { label: linkLabel, href: industry.href },
      };
    }),
    ...(related && {
      related: {
        ...related,
        items: industries
          .filter((industry) => !carded.has(industry.slug))
          .map((industry) => ({
            label: industry.name,
            href: industry.href,
            soon: industry.status === "soon",
          })),
      },
    }),
  };
}

/** Who we serve: one card per audience, with what they get and where to read more. */
export function AudienceCards({ id, heading, ...fields }: AudienceCardsProps) {
  const { cards, related } = audienceCards(fields);
  return (
    <SiteSection id={id} heading={heading}>
      <ul className="row g-4 justify-content-center list-unstyled mb-0">
        {cards.map((item) => (
          <li className="col-md-6 col-lg-4" key={item.title}>
            <article className="tile audience-card">
              <span className="tile-icon">
                <Icon name={item.icon} />
              </span>
              <h3 className="tile-title">{item.title}</h3>
              <p className="tile-text">{item.summary}</p>
              <ul className="check-list audience-points">
                {item.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <ArrowLink {...item.link} className="mt-auto" />
            </article>
          </li>
        ))}
      </ul>
      {related && (
        <div className="related-links">
          <p className="related-links-label">{related.label}</p>
          <ul className="list-unstyled d-flex flex-wrap align-items-center gap-3 mb-0">
            {related.items.map((item) => (
              <li key={item.href} className="d-flex align-items-center gap-2">
                <SmartLink href={item.href}>{item.label}</SmartLink>
                {item.soon && <SoonBadge />}
              </li>
            ))}
          </ul>
          {related.more && <ArrowLink {...related.more} />}
        </div>
      )}
    </SiteSection>
  );
}
