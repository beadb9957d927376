/** What a hero (hero.tsx) takes from a content file. */
import * as z from "zod/mini";

import { actionButton, elementId, iconName, text } from "~/lib/content/vocab/fields";

import type { HeroProps } from "./hero";

export const heroSchema = z.strictObject({
  id: elementId,
  eyebrow: z.optional(text(1, 80)),
  title: text(1, 140),
  lead: text(1, 600),
  actions: z
    .array(actionButton)
    .check(z.minLength(1, "give at least one action"), z.maxLength(3, "give at most 3 actions")),
  highlights: z.optional(z.array(text(1, 80))),
  panel: z.optional(
    z.strictObject({
      title: text(1, 80),
      status: text(1, 30),
      rows: z
        .array(z.strictObject({ icon: iconName, label: text(1, 80), detail: text(1, 80) }))
        .check(z.minLength(1, "give at least one row")),
      summary: text(1, 160),
      caption: text(1, 160),
    }),
  ),
});

export const heroFields = (fields: z.infer<typeof heroSchema>): HeroProps => fields;
