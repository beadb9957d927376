/**
 * What the template kit's article page (kit/article-page.tsx) takes from a content file: its
 * layout, the article it shows by slug (a file of content/templates/blog/articles/), the trail
 * above it, its comments' settings and its related reading, which names the posts it lists by
 * slug. At build the article is joined in with its rendered body, its sample comments and the
 * related posts' summaries, and nothing of any other article, so the page's data holds only
 * what it shows; an article another link names (?post=slug) loads its own module
 * (~/lib/blog/article-modules).
 */
import * as z from "zod/mini";

import { site } from "~/content/site";
import { articleEntry, isArticleSlug } from "~/content/templates/blog/articles.server";
import { crumb, elementId, text } from "~/lib/content/vocab/fields";
import { kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { ArticlePageProps } from "./article-page";

const articleSlug = z
  .string("name the article by its file name in content/templates/blog/articles/, without .md")
  .check(
    z.refine(
      isArticleSlug,
      "name an article of content/templates/blog/articles/ by its file name, without .md",
    ),
  );

export const articlePageSchema = z
  .strictObject({
    /**
     * share: wide cover, body beside a sticky share column. centred: centred title, the
     * author's introduction after the body. sidebar: body beside the author card.
     */
    layout: z.enum(["share", "centred", "sidebar"], "use share, centred or sidebar"),
    /** The article the page shows (the prerendered one, and the one when ?post= names none). */
    article: articleSlug,
    /** The trail above the article; the article itself is added as the last crumb. */
    trail: z.array(crumb).check(z.minLength(1, "list the trail's crumbs")),
    comments: z.strictObject({
      id: elementId,
      /** Whether readers can reply and comment (kept in the browser tab only). */
      replyable: z.boolean("write true or false"),
      /** Shown above the form of a replyable thread. */
      note: z.optional(text(1, 200)),
    }),
    related: z.strictObject({
      id: elementId,
      heading: kitIntro,
      tone: kitTone,
      /** The related posts, by slug, in order. */
      posts: z
        .array(articleSlug, "list the related articles' slugs, e.g. [restore-drill]")
        .check(
          z.minLength(1, "list at least one related article"),
          z.maxLength(3, "list 3 at most"),
        ),
    }),
  })
  .check(
    z.refine((fields) => !fields.related.posts.includes(fields.article), {
      message: "list other articles than the page's own",
      path: ["related", "posts"],
    }),
    z.refine((fields) => fields.comments.replyable || fields.comments.note === undefined, {
      message: "a note is shown only on a replyable thread: remove it, or write replyable: true",
      path: ["comments", "note"],
    }),
  );

/** The page's props: its article joined in, and the site's origin for the share link. */
export const articlePageProps = ({
  article,
  related: { posts, ...related },
  ...fields
}: z.infer<typeof articlePageSchema>): ArticlePageProps => ({
  ...fields,
  article: articleEntry(article, posts),
  related,
  origin: site.origin,
});
