/** What the template kit's post grid (kit/post-grid.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, href, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { PostGridProps } from "./post-grid";

/** A post's card: title, excerpt, topic, date, reading time, author and picture. */
export const kitPost = z.strictObject({
  title: text(1, 140),
  excerpt: text(1, 400),
  topic: text(1, 40),
  date: z.iso.date("write the date as YYYY-MM-DD"),
  minutes: z.number("write the reading time in minutes").check(z.int(), z.gte(1)),
  author: text(1, 80),
  art: kitArt,
  href: z.optional(href),
});

export const postGridSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  posts: z.array(kitPost).check(z.minLength(1, "list the posts")),
  carousel: z.optional(z.boolean()),
  tone: kitTone,
  anchor: kitAnchor,
});

export const postGridFields = (fields: z.infer<typeof postGridSchema>): IconNamed<PostGridProps> =>
  fields;
