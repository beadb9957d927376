/**
 * What the template kit's team grid (kit/team-grid.tsx) takes from a content file: the `kit`
 * variant of the library's TeamGrid (`section: TeamGrid`, `variant: kit`), people with drawn
 * avatars, in a grid or a carousel.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { TeamGridProps } from "./team-grid";

export const kitTeamGridSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  people: z
    .array(z.strictObject({ name: text(1, 80), role: text(1, 80), bio: z.optional(text(1, 200)) }))
    .check(z.minLength(1, "list the people")),
  /** A carousel (many people) instead of a grid. */
  carousel: z.optional(z.boolean()),
  tone: kitTone,
  anchor: kitAnchor,
});

export const kitTeamGridFields = (fields: z.infer<typeof kitTeamGridSchema>): TeamGridProps =>
  fields;
