/**
 * What audience cards (audience-cards.tsx) take from a content file: per industry of the
 * catalogue (app/content/industries.ts) that gets a card, its icon, points and link text; and
 * the line of links to the others. Names, summaries, links and Soon badges come from the
 * catalogue, joined at build time.
 */
import * as z from "zod/mini";

import { industries } from "~/content/industries";
import { bySlug } from "~/lib/by-slug";
import { actionLink, elementId, sectionIntro, text } from "~/lib/content/fields";

import type { AudienceCardsProps } from "./audience-cards";
import { industryCard } from "./industry-cards.schema";

export const audienceCardsSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z.array(industryCard).check(
    z.minLength(1, "give at least one card"),
    z.refine(
      (items) => new Set(items.map((item) => item.industry)).size === items.length,
      "give each industry one card",
    ),
  ),
  /** A line of links to every industry of the catalogue without a card. */
  related: z.optional(z.strictObject({ label: text(1, 80), more: z.optional(actionLink) })),
});

/** The cards' props: each card and each related link joined with its industry's catalogue entry. */
export function audienceCardsProps({
  items,
  related,
  ...fields
}: z.infer<typeof audienceCardsSchema>): AudienceCardsProps {
  const carded = new Set<string>(items.map((item) => item.industry));
  return {
    ...fields,
    items: items.map(({ industry: slug, icon, points, linkLabel }) => {
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
        label: related.label,
        items: industries
          .filter((industry) => !carded.has(industry.slug))
          .map((industry) => ({
            label: industry.name,
            href: industry.href,
            soon: industry.status === "soon",
          })),
        ...(related.more && { more: related.more }),
      },
    }),
  };
}
