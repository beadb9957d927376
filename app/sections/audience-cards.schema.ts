/**
 * What audience cards (audience-cards.tsx) take from a content file: per industry of the
 * catalogue (app/content/industries.ts) that gets a card, its icon, points and link text; and
 * the line of links to the others. Names, summaries, links and Soon badges come from the
 * catalogue, which the component reads as it renders.
 */
import * as z from "zod/mini";

import { actionLink, elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

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

/** Whatever passes the schema is the component's props (checked at compile time). */
export const audienceCardsFields = (
  fields: z.infer<typeof audienceCardsSchema>,
): AudienceCardsProps => fields;
