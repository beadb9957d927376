/**
 * What content/templates/blog/blog.yaml holds (the sample blog's newsletter block, the blog
 * layout's) and content/templates/blog/comments.yaml (its sample reader comments by article
 * slug, which the build joins into the article pages: app/content/templates/blog/
 * articles.server.ts). Checked at build (app/content-collections.ts).
 */
import * as z from "zod/mini";

import { slug, text } from "../../../lib/content/vocab/collection-fields.ts";

/** A reader comment and its replies (app/lib/comments.ts). */
export interface BlogComment {
  id: string;
  author: string;
  date: string;
  text: string;
  replies: readonly BlogComment[];
}

const commentSchema: z.ZodMiniType<BlogComment> = z.strictObject({
  id: slug,
  author: text(60),
  date: z.iso.date("write the date as YYYY-MM-DD"),
  text: text(600),
  get replies() {
    return z.readonly(z.array(commentSchema, "list the replies, or write replies: []"));
  },
});

export const blogSchema = z.readonly(
  z.strictObject({
    newsletter: z
      .strictObject({
        /** The id of the block's heading (and the prefix of its ids). */
        id: slug.check(
          z.describe("Anchor id of the band's heading, and the start of its ids; kebab-case"),
        ),
        heading: z
          .strictObject({
            eyebrow: text(40).check(z.describe("Short label above the title")),
            title: text(80).check(z.describe("The band's heading")),
            intro: text(300).check(z.describe("A sentence or two under the heading")),
          })
          .check(z.describe("Eyebrow, title and intro of the band")),
        form: z
          .strictObject({
            id: slug.check(z.describe("Starts every id inside the form; unique on the page")),
          })
          .check(z.describe("The sign-up form")),
      })
      .check(z.describe("The newsletter band at the end of the blog's pages")),
  }),
);

export type Blog = z.infer<typeof blogSchema>;

export const blogCommentsSchema = z.readonly(
  z.strictObject({
    comments: z
      .record(slug, z.array(commentSchema, "list the article's comments"))
      .check(z.describe("Each article's sample comments, by the article's slug")),
  }),
);

export type BlogComments = z.infer<typeof blogCommentsSchema>;
