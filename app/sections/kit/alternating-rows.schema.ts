/**
 * What the template kit's alternating rows (kit/alternating-rows.tsx) take from a content file:
 * rows of text beside a drawn picture, the sides swapping row by row.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import { kitAnchor, kitArt, kitIntro, kitLink, kitTone } from "~/lib/content/kit-fields";

import type { AlternatingRowsProps } from "./alternating-rows";

const row = z.strictObject({
  eyebrow: z.optional(text(1, 60)),
  title: text(1, 140),
  text: text(1, 600),
  points: z.optional(z.array(text(1, 120))),
  art: kitArt,
  link: z.optional(kitLink),
  tags: z.optional(z.array(text(1, 40))),
  frame: z.optional(z.enum(["browser", "tablet"], "use browser or tablet")),
});

export const alternatingRowsSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  rows: z.array(row).check(z.minLength(1, "list the rows")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const alternatingRowsFields = (
  fields: z.infer<typeof alternatingRowsSchema>,
): IconNamed<AlternatingRowsProps> => fields;
