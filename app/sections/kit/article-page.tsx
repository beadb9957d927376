import { startTransition, use, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

import { useAfterHydration } from "~/hooks/use-after-hydration";
import { hasArticle, loadArticle } from "~/lib/blog/article-modules";
import { type ArticleEntry, cardPost, postHref } from "~/lib/blog/posts";
import type { Crumb } from "~/sections/breadcrumbs";

import { KitArticle, type KitArticleProps } from "./article";
import { KitComments } from "./comments";
import { PostGrid, type PostGridProps } from "./post-grid";

export interface ArticlePageProps {
  layout: KitArticleProps["variant"];
  /** The page's own article, with its comments and related reading (joined at build). */
  article: ArticleEntry;
  /** The trail above the article; the article itself is added as the last crumb. */
  trail: readonly Crumb[];
  /** Origin of the site, for the share link. */
  origin: string;
  comments: {
    id: string;
    /** Whether readers can reply and comment (appended locally). */
    replyable: boolean;
    /** Shown above a replyable thread's form. */
    note?: string;
  };
  related: Omit<PostGridProps, "posts" | "carousel">;
}

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
