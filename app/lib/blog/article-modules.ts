/**
 * Each blog article as a module of its own (content/templates/blog/articles/<slug>.md?article,
 * written at build by vite.content.ts: the article, its comments and related reading), loaded
 * only when an article page's ?post= names an article other than the page's own. So a page
 * carries one article, and the others stay in their own chunks until asked for.
 */
import type { ArticleEntry } from "./posts";

const modules = import.meta.glob<ArticleEntry>("/app/content/generated/articles/*.ts", {
  import: "default",
});

const FOLDER = "/app/content/generated/articles/";

const loaders = new Map(
  Object.entries(modules).map(([path, load]) => [path.slice(FOLDER.length, -".ts".length), load]),
);

/** Whether `slug` names an article that has a module. */
export const hasArticle = (slug: string) => loaders.has(slug);

const loading = new Map<string, Promise<ArticleEntry>>();

/** The article's module, loaded once (the same promise every time, as React's `use` needs). */
export function loadArticle(slug: string): Promise<ArticleEntry> {
  let promise = loading.get(slug);
  if (!promise) {
    const load = loaders.get(slug);
    if (!load) return Promise.reject(new Error(`No blog article ${slug}`));
    promise = load();
    loading.set(slug, promise);
  }
  return promise;
}
