/**
 * Every blog article, read from content/templates/blog/articles/*.md and checked at build time. Route loaders
 * import this module; the prerender runs them, so a bad frontmatter fails the build with the
 * file and field, and the browser build never contains the Markdown step.
 */
import { parseArticle, type ParsedArticle } from "~/lib/blog/markdown.server";
import type { ArticleData, PostSummary } from "~/lib/blog/posts";

const sources = import.meta.glob<string>("/content/templates/blog/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const FOLDER = "content/templates/blog/articles/";

/** Parses article sources (path → Markdown), newest first; titles must be unique. */
export function buildArticles(files: Record<string, string>): ArticleData[] {
  const parsed: ParsedArticle[] = Object.entries(files).map(([path, source]) =>
    parseArticle(FOLDER + path.slice(path.lastIndexOf("/") + 1), source),
  );
  const titles = new Set<string>();
  for (const { slug, frontmatter } of parsed) {
    if (titles.has(frontmatter.title)) {
      throw new Error(
        `Blog article ${slug}.md: another article has the title "${frontmatter.title}".`,
      );
    }
    titles.add(frontmatter.title);
  }
  return parsed
    .map(({ slug, frontmatter, html, minutes }) => ({
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
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

let cache: ArticleData[] | undefined;

/** Every article with its body, newest first. */
export function allArticles(): ArticleData[] {
  cache ??= buildArticles(sources);
  return cache;
}

/** Every article without its body, for lists. */
export function allSummaries(): PostSummary[] {
  return allArticles().map(({ html: _html, ...summary }) => summary);
}
