/**
 * What the template kit's team grid (kit/team-grid.tsx) takes from a content file: the `kit`
 * variant of the library's TeamGrid (`section: TeamGrid`, `variant: kit`): people in a grid, or
 * in a carousel when there are many.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/fields";
import { kitSectionFields } from "~/lib/content/kit-fields";

import type { TeamGridProps } from "./team-grid";

export const kitTeamGridSchema = z.strictObject({
  ...kitSectionFields,
  people: z
    .array(z.strictObject({ name: text(1, 60), role: text(1, 80), bio: z.optional(text(1, 300)) }))
    .check(z.minLength(1, "list at least one person")),
  carousel: z.optional(z.boolean("write true or false")),
});

export const kitTeamGridFields = (fields: z.infer<typeof kitTeamGridSchema>): TeamGridProps =>
  fields;
