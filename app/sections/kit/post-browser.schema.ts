/**
 * What the template kit's post browser (kit/post-browser.tsx) takes from a content file: its
 * labels, layout and paging, the article page the posts open in, an optional sidebar, and which
 * posts it lists: `posts: all`, every article of content/templates/blog/articles/ (newest first,
 * read and checked at build time), joined with the blog's categories, so the page's data is
 * complete in its route chunk with no loader.
 */
import * as z from "zod/mini";

import { allSummaries } from "~/content/templates/blog/articles.server";
import { blogCategories } from "~/content/templates/blog/people";
import { elementId, text } from "~/lib/content/vocab/fields";
import { kitLink } from "~/lib/content/vocab/kit-fields";

import type { PostBrowserProps } from "./post-browser";

export const postBrowserSchema = z.strictObject({
  id: elementId,
  /** The section's h2, for screen readers (the page title band shows the h1). */
  title: text(1, 80),
  posts: z.literal("all", "write all: every article of content/templates/blog/articles/"),
  layout: z.enum(["grid", "list"], "use grid or list"),
  perPage: z.number("write how many posts a page shows").check(z.int(), z.gte(1)),
  /** The article page the posts open in (?post=slug). */
  articlePath: z
    .string()
    .check(z.regex(/^\/blog\/[a-z0-9-]+$/, "name a blog page, e.g. /blog/single-v1")),
  sidebar: z.optional(
    z.strictObject({
      trendingTitle: text(1, 60),
      banner: z.strictObject({ title: text(1, 80), text: text(1, 300), link: kitLink }),
    }),
  ),
});

/** The browser's props: every article's summary, and the blog's categories in filter order. */
export const postBrowserProps = ({
  posts: _all,
  ...fields
}: z.infer<typeof postBrowserSchema>): PostBrowserProps => ({
  ...fields,
  posts: allSummaries(),
  categories: blogCategories,
});
