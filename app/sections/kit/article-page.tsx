import { useSearchParams } from "react-router";

import { useAfterHydration } from "~/hooks/use-after-hydration";
import { type ArticleData, cardPost, pickArticle, postHref, relatedPosts } from "~/lib/blog/posts";
import type { Comment } from "~/lib/comments";
import type { TemplatePage } from "~/lib/template-page";
import type { Crumb } from "~/sections/breadcrumbs";

import { KitArticle, type KitArticleProps } from "./article";
import { KitComments } from "./comments";
import { PostGrid, type PostGridProps } from "./post-grid";

export interface KitArticlePageProps {
  /** The page (its path is where related posts open too). */
  page: TemplatePage;
  /** Every article the page can show, with its body. */
  articles: readonly ArticleData[];
  /** The article shown when the URL names none (?post=slug). */
  defaultSlug: string;
  variant: KitArticleProps["variant"];
  /** The trail above the article; the article itself is added as the last crumb. */
  trail: readonly Crumb[];
  /** Origin of the site, for the share link. */
  origin: string;
  /** Sample comments by article slug. */
  comments: Readonly<Record<string, readonly Comment[]>>;
  commentsId: string;
  /** Whether readers can reply and comment (appended locally). */
  replyable: boolean;
  commentNote: string;
  related: Omit<PostGridProps, "posts" | "carousel">;
}

/**
 * An article page: the article named by ?post= (after hydration; the prerendered HTML is the
 * default article), its comments and related reading in the same layout.
 */
export function KitArticlePage({
  page,
  articles,
  defaultSlug,
  variant,
  trail,
  origin,
  comments,
  commentsId,
  replyable,
  commentNote,
  related,
}: KitArticlePageProps) {
  const hydrated = useAfterHydration();
  const [searchParams] = useSearchParams();
  const article = pickArticle(articles, hydrated ? searchParams.get("post") : null, defaultSlug);
  if (!article) throw new Error(`No article "${defaultSlug}" for ${page.path}`);
  const href = postHref(page.path, article.slug);
  return (
    <>
      <KitArticle
        key={article.slug}
        article={article}
        variant={variant}
        trail={[...trail, { name: article.title, path: href }]}
        url={origin + href}
      />
      <KitComments
        key={`comments-${article.slug}`}
        id={commentsId}
        comments={comments[article.slug] ?? []}
        replyable={replyable}
        note={replyable ? commentNote : undefined}
      />
      <PostGrid
        {...related}
        posts={relatedPosts(articles, article).map((post) => cardPost(post, page.path))}
      />
    </>
  );
}
