import { startTransition, use, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import * as z from "zod/mini";

import { site } from "~/content/generated/site";
import { articleEntry, isArticleSlug } from "~/content/templates/blog/articles.server";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { hasArticle, loadArticle } from "~/lib/blog/article-modules";
import { type ArticleEntry, cardPost, postHref } from "~/lib/blog/posts";
import { crumb, headingId, text } from "~/lib/content/vocab/fields";
import { kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { KitArticle } from "./article";
import { KitComments } from "./comments";
import { PostGrid } from "./post-grid";

const articleSlug = z
  .string("name the article by its file name in content/templates/blog/articles/, without .md")
  .check(
    z.refine(
      isArticleSlug,
      "name an article of content/templates/blog/articles/ by its file name, without .md",
    ),
    z.describe("An article by its file name in content/templates/blog/articles/, without .md"),
  );

/**
 * The template kit's article page as a content file writes it: its layout, the article it shows
 * by slug (a file of content/templates/blog/articles/), the trail above it, its comments'
 * settings and its related reading, which names the posts it lists by slug. At build the article
 * is joined in with its rendered body, its sample comments and the related posts' summaries, and
 * nothing of any other article, so the page's data holds only what it shows; an article another
 * link names (?post=slug) loads its own module (~/lib/blog/article-modules).
 */
export const schema = z
  .strictObject({
    layout: z
      .enum(["share", "centred", "sidebar"], "use share, centred or sidebar")
      .check(
        z.describe(
          "share: wide cover, the text beside a sticky share column; centred: centred title, the author's introduction after the text; sidebar: the text beside the author card",
        ),
      ),
    article: articleSlug.check(
      z.describe("The article the page shows (also when the address names no other)"),
    ),
    trail: z
      .array(crumb)
      .check(
        z.minLength(1, "list the trail's crumbs"),
        z.describe("The trail above the article; the article itself is added as the last crumb"),
      ),
    comments: z
      .strictObject({
        id: headingId,
        replyable: z
          .boolean("write true or false")
          .check(
            z.describe("Whether readers can reply and comment (kept in the browser tab only)"),
          ),
        note: z.optional(
          text(1, 200).check(z.describe("Shown above the form of a replyable thread")),
        ),
      })
      .check(z.describe("The comments under the article")),
    related: z
      .strictObject({
        id: headingId,
        heading: kitIntro,
        tone: kitTone,
        posts: z
          .array(articleSlug, "list the related articles' slugs, e.g. [restore-drill]")
          .check(
            z.minLength(1, "list at least one related article"),
            z.maxLength(3, "list 3 at most"),
            z.describe("The related posts, by slug, in order"),
          ),
      })
      .check(z.describe("Related reading under the article")),
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

/**
 * The page's props: its own article joined in (with its comments and related reading), and the
 * site's origin for the share link.
 */
export const resolve = ({
  article,
  related: { posts, ...related },
  ...fields
}: Fields<typeof schema>) => ({
  ...fields,
  article: articleEntry(article, posts),
  related,
  origin: site.origin,
});

export type ArticlePageProps = ReturnType<typeof resolve>;

/**
 * The article ?post= names, once hydrated (the prerendered HTML is the page's own article): null
 * for the page's own. Another article's module is loaded in a transition, so the article shown
 * stays until the next one is there (a navigation to the page, itself a transition, waits for it).
 */
function useRequestedArticle(own: string): ArticleEntry | undefined {
  const hydrated = useAfterHydration();
  const [searchParams] = useSearchParams();
  const post = hydrated ? searchParams.get("post") : null;
  const requested = post !== null && post !== own && hasArticle(post) ? post : null;
  const [shown, setShown] = useState(requested);
  useEffect(() => {
    if (requested !== shown) startTransition(() => setShown(requested));
  }, [requested, shown]);
  return shown === null ? undefined : use(loadArticle(shown));
}

/**
 * An article page: its article (or the one ?post= names), the article's comments and related
 * reading, in one of the article layouts.
 */
export function ArticlePage({
  layout,
  article: own,
  trail,
  origin,
  comments,
  related,
}: ArticlePageProps) {
  const article = useRequestedArticle(own.slug) ?? own;
  const path = useLocation().pathname.replace(/(.)\/+$/, "$1");
  const href = postHref(path, article.slug);
  return (
    <>
      <KitArticle
        key={article.slug}
        article={article}
        variant={layout}
        trail={[...trail, { name: article.title, path: href }]}
        url={origin + href}
      />
      <KitComments
        key={`comments-${article.slug}`}
        id={comments.id}
        comments={article.comments}
        replyable={comments.replyable}
        note={comments.replyable ? comments.note : undefined}
      />
      <PostGrid {...related} posts={article.related.map((post) => cardPost(post, path))} />
    </>
  );
}
