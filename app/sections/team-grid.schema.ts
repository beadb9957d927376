/** What a team grid (team-grid.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { TeamGridProps } from "./team-grid";

export const teamGridSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  people: z
    .array(z.strictObject({ name: text(1, 60), role: text(1, 80), background: text(1, 300) }))
    .check(z.minLength(1, "list at least one person")),
  note: z.optional(text(1, 300)),
});

export const teamGridFields = (fields: z.infer<typeof teamGridSchema>): TeamGridProps => fields;
