import { Link } from "react-router";
import * as z from "zod/mini";

import { SoonBadge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import { industries, type IndustrySlug } from "~/content/industries";
import { bySlug } from "~/lib/by-slug";
import {
  eachOnce,
  headingId,
  iconName,
  point,
  sectionIntro,
  text,
} from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_industry-cards.scss";

const slugs = industries.map((industry) => industry.slug) as [IndustrySlug, ...IndustrySlug[]];

/** A card of an industry of the catalogue, by its slug: its icon, points and link text. */
export const industryCard = z
  .strictObject({
    industry: z
      .enum(slugs, `use an industry of the catalogue: ${slugs.join(", ")}`)
      .check(
        z.describe("The industry, by its slug in the catalogue (which gives its name and link)"),
      ),
    icon: iconName.check(z.describe("Icon in the card's corner")),
    points: z
      .array(point(200))
      .check(
        z.minLength(1, "give at least one point"),
        z.describe("A few concrete things it gets"),
      ),
    linkLabel: text(1, 60).check(z.describe("Visible text of the card's link; name the industry")),
  })
  .check(z.describe("One card: an industry of the catalogue, its icon, points and link"));

/**
 * Per industry of the catalogue (app/content/industries.ts) its slug, icon, points and link
 * text. Name, summary, link and status come from the catalogue, written once there.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  items: z
    .array(industryCard)
    .check(
      eachOnce(slugs, "industry", "industry of the catalogue"),
      z.describe("One card per industry of the catalogue"),
    ),
});

/** The cards' props: each item joined with its industry's catalogue entry. */
export const resolve = (fields: Fields<typeof schema>) => ({
  ...fields,
  items: fields.items.map(({ industry: slug, icon, points, linkLabel }) => {
    const industry = bySlug(industries, slug);
    return {
      icon,
      name: industry.name,
      summary: industry.summary,
      points,
      href: `/industries/${industry.slug}`,
      linkLabel,
      soon: industry.status === "soon",
    };
  }),
});

export type IndustryCardsProps = ReturnType<typeof resolve>;

/** Every industry we serve as a card linking to its page; programs in preparation carry a Soon badge. */
export function IndustryCards({ id, heading, items }: IndustryCardsProps) {
  return (
    <SiteSection id={id} heading={heading}>
      <ul className="row g-4 justify-content-center list-unstyled mb-0">
        {items.map((item) => (
          <li className="col-md-6 col-lg-4" key={item.href}>
            <article className={cx("tile industry-card", item.soon && "industry-card-soon")}>
              <div className="d-flex align-items-center justify-content-between gap-3">
                <span className="tile-icon mb-0">
                  <Icon name={item.icon} />
                </span>
                {item.soon && <SoonBadge />}
              </div>
              <h3 className="tile-title industry-card-title">{item.name}</h3>
              <p className="tile-text">{item.summary}</p>
              <ul className="check-list industry-card-points">
                {item.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <Link to={item.href} className="arrow-link mt-auto stretched-link">
                {item.linkLabel}
                <Icon name="arrow-right" size={18} />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
