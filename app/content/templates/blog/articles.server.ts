/**
 * Every blog article, read from content/templates/blog/articles/*.md and checked at build time:
 * the content pages' section checks join them (the lists' summaries, an article page's article)
 * and the content plugin writes each article's own module (vite.content.ts, `?article`), so a
 * bad frontmatter fails the build with the file and field, and the browser build never contains
 * the Markdown step.
 */
import { parseArticle, type ParsedArticle } from "~/lib/blog/markdown.server";
import {
  type ArticleData,
  type ArticleEntry,
  type PostSummary,
  relatedPosts,
} from "~/lib/blog/posts";
import type { Comment } from "~/lib/comments";

import { blogComments } from "../../generated/blog-comments";

// Relative, so that the /admin/ build (its root app/admin/) finds them too.
const sources = import.meta.glob<string>("../../../../content/templates/blog/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const FOLDER = "content/templates/blog/articles/";

/** Parses article sources (path → Markdown), newest first; titles must be unique. */
export function buildArticles(files: Record<string, string>): ArticleData[] {
  return articlesOf(
    Object.entries(files).map(([path, source]) =>
      articleData(parseArticle(FOLDER + path.slice(path.lastIndexOf("/") + 1), source)),
    ),
  );
}

/** An article as the pages receive it. */
const articleData = ({ slug, frontmatter, html, minutes }: ParsedArticle): ArticleData => ({
  slug,
  title: frontmatter.title,
  excerpt: frontmatter.excerpt,
  topic: frontmatter.category,
  date: frontmatter.date,
  minutes,
  author: frontmatter.author,
  cover: frontmatter.cover,
  tags: frontmatter.tags,
  trending: frontmatter.trending ?? false,
  html,
});

/** The articles newest first, once their titles are found unique. */
function articlesOf(articles: ArticleData[]): ArticleData[] {
  const titles = new Set<string>();
  for (const { slug, title } of articles) {
    if (titles.has(title)) {
      throw new Error(`Blog article ${slug}.md: another article has the title "${title}".`);
    }
    titles.add(title);
  }
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/**
 * Every article with `edited` in place of the file of its slug (or added): the blog as the
 * build would make it with an article being typed in the editor.
 */
export function withArticle(edited: ParsedArticle): ArticleData[] {
  const others = allArticles().filter((article) => article.slug !== edited.slug);
  return articlesOf([...others, articleData(edited)]);
}

let cache: ArticleData[] | undefined;

/** Every article with its body, newest first. */
export function allArticles(): ArticleData[] {
  cache ??= buildArticles(sources);
  return cache;
}

/** Every article without its body, for lists. */
export function allSummaries(): PostSummary[] {
  return allArticles().map(summaryOf);
}

const summaryOf = ({ html: _html, ...summary }: ArticleData): PostSummary => summary;

/** Whether an article's file is content/templates/blog/articles/<slug>.md. */
export const isArticleSlug = (slug: string) => allArticles().some((a) => a.slug === slug);

/** Sample reader comments, by article slug (content/templates/blog/comments.yaml). */
const comments: Readonly<Record<string, readonly Comment[]>> = blogComments.comments;

/**
 * One article as its page shows it, and nothing of the others but the summaries of its related
 * reading: the posts `related` names, in that order, or by default those relatedPosts picks
 * (same category first, newest first). Slugs are checked by the section's schema first;
 * `articles` are the blog's (the editor's preview gives them with the article being typed).
 */
export function articleEntry(
  slug: string,
  related?: readonly string[],
  articles: readonly ArticleData[] = allArticles(),
): ArticleEntry {
  const find = (name: string) => {
    const found = articles.find((article) => article.slug === name);
    if (!found) throw new Error(`No blog article ${FOLDER}${name}.md`);
    return found;
  };
  const article = find(slug);
  return {
    ...article,
    comments: Object.hasOwn(comments, slug) ? (comments[slug] ?? []) : [],
    related: related
      ? related.map((name) => summaryOf(find(name)))
      : relatedPosts(articles.map(summaryOf), summaryOf(article)),
  };
}
