/**
 * What the industry cards (industry-cards.tsx) take from a content file: per industry of the
 * catalogue (app/content/industries.ts) its slug, icon, points and link text. Name, summary,
 * link and status come from the catalogue, written once there.
 */
import * as z from "zod/mini";

import { industries, type IndustrySlug } from "~/content/industries";
import { bySlug } from "~/lib/by-slug";
import { eachOnce, elementId, iconName, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { IndustryCardsProps } from "./industry-cards";

const slugs = industries.map((industry) => industry.slug) as [IndustrySlug, ...IndustrySlug[]];

/** A card of an industry of the catalogue, by its slug: its icon, points and link text. */
export const industryCard = z.strictObject({
  industry: z.enum(slugs, `use an industry of the catalogue: ${slugs.join(", ")}`),
  icon: iconName,
  points: z.array(text(1, 200)).check(z.minLength(1, "give at least one point")),
  linkLabel: text(1, 60),
});

export const industryCardsSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z.array(industryCard).check(eachOnce(slugs, "industry", "industry of the catalogue")),
});

/** The cards' props: each item joined with its industry's catalogue entry. */
export function industryCardsProps(
  fields: z.infer<typeof industryCardsSchema>,
): IndustryCardsProps {
  return {
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
  };
}
