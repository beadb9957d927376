/**
 * The sample blog's posts as the pages receive them (built from the Markdown articles at build
 * time, ~/content/templates/blog/articles.server, and joined into the pages' data).
 */
import {
  type AuthorSlug,
  blogAuthors,
  type BlogCategory,
  type CoverName,
} from "~/content/templates/blog/people";
import { blogCovers } from "~/lib/blog/covers";
import type { Comment } from "~/lib/comments";
import { byCharCode } from "~/lib/compare";

/** An article without its body: what cards, lists and the sidebar show. */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** The category (named `topic` like every filterable post, ~/lib/filter-posts). */
  topic: BlogCategory;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  minutes: number;
  author: AuthorSlug;
  cover: CoverName;
  tags: readonly string[];
  trending: boolean;
}

/** An article with its body, rendered to HTML from trusted Markdown at build time. */
export interface ArticleData extends PostSummary {
  html: string;
}

/**
 * An article as an article page shows it: its body, its sample reader comments and the posts
 * its related reading lists.
 */
export interface ArticleEntry extends ArticleData {
  comments: readonly Comment[];
  related: readonly PostSummary[];
}

/** The kit's card data for a post, opening in `layoutPath`; its picture is drawn from the slug and the cover motif. */
export function cardPost(post: PostSummary, layoutPath: string) {
  return {
    href: postHref(layoutPath, post.slug),
    title: post.title,
    excerpt: post.excerpt,
    topic: post.topic,
    date: post.date,
    minutes: post.minutes,
    author: blogAuthors[post.author].name,
    art: { seed: post.slug, motif: blogCovers[post.cover], decorative: true },
  };
}

/** The link to a post in one of the article layouts. */
export function postHref(layoutPath: string, slug: string): string {
  return `${layoutPath}?post=${encodeURIComponent(slug)}`;
}

/** Up to `count` other posts: the same category first, then the rest, newest first in each. */
export function relatedPosts<T extends PostSummary>(
  posts: readonly T[],
  current: PostSummary,
  count = 3,
): T[] {
  const others = posts
    .filter((post) => post.slug !== current.slug)
    .sort((a, b) => byCharCode(b.date, a.date) || byCharCode(a.slug, b.slug));
  return [
    ...others.filter((post) => post.topic === current.topic),
    ...others.filter((post) => post.topic !== current.topic),
  ].slice(0, count);
}
