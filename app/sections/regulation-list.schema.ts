/** What a regulation list (regulation-list.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { RegulationListProps } from "./regulation-list";

export const regulationListSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  commitment: z.optional(z.strictObject({ title: text(1, 80), text: text(1, 400) })),
  items: z
    .array(
      z.strictObject({
        name: text(1, 80),
        reference: text(1, 120),
        requirement: text(1, 600),
        coverageLabel: text(1, 60),
        coverage: z.array(text(1, 300)).check(z.minLength(1, "give at least one point")),
      }),
    )
    .check(z.minLength(1, "give at least one regulation")),
  muted: z.optional(z.boolean("write true or false")),
});

export const regulationListFields = (
  fields: z.infer<typeof regulationListSchema>,
): RegulationListProps => fields;
