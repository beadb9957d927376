// @vitest-environment node
// The site search's relevance (decision 0031): what visitors search for (testing/
// search-relevance.json), each query's page among the first 3 results, in an index built as
// the build builds it (scripts/search-index.mjs) from the pages of the sitemap as they are now.
// The build indexes the prerendered HTML; here each page is rendered by its route module
// (renderPage, the markup the prerender writes inside <main>) with its title and description,
// so the test needs no build and follows every change of the copy.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { ComponentType } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sitemapEntries } from "~/content/sitemap";
import { renderPage } from "~/testing/render-page";

import { pageDocuments, writeIndex } from "../scripts/search-index.mjs";
import { openSearchIndex, type SearchIndex } from "../server/search";
import relevance from "./testing/search-relevance.json";

interface RouteModule {
  default: ComponentType;
  meta: () => { title?: string; name?: string; content?: string }[];
}

// The route modules of the pages the sitemap lists: company pages, Labs entries, /labs.
const modules = import.meta.glob<RouteModule>(
  ["./routes/pages/**/*.tsx", "./routes/labs-entries/*.tsx", "./routes/company/labs.tsx"],
  { eager: true },
);

/** The module that renders `path`. */
function routeModule(path: string): RouteModule {
  const slug = path.split("/").at(-1);
  const candidates = [
    `./routes/pages${path}.tsx`,
    `./routes/labs-entries/${slug}.tsx`,
    `./routes/company${path}.tsx`,
  ];
  const found = candidates.map((file) => modules[file]).find(Boolean);
  if (!found) throw new Error(`no route module renders ${path}`);
  return found;
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** The page as the prerender writes it, as far as the index reads it: head and <main>. */
function pageHtml(path: string): string {
  const module = routeModule(path);
  const meta = module.meta();
  const title = meta.find((tag) => tag.title)?.title ?? "";
  const description = meta.find((tag) => tag.name === "description")?.content ?? "";
  return (
    `<!DOCTYPE html><html><head><title>${escape(title)}</title>` +
    `<meta name="description" content="${escape(description)}"></head>` +
    `<body>${renderPage(path, module.default)}</body></html>`
  );
}

const dir = mkdtempSync(join(tmpdir(), "search-relevance-"));
let index: SearchIndex;

beforeAll(() => {
  const paths = sitemapEntries.map((entry) => entry.path);
  const indexed = new Set(paths);
  const documents = paths.flatMap((path) => pageDocuments(pageHtml(path), path, indexed));
  const file = join(dir, "search.sqlite");
  writeIndex(documents, file);
  index = openSearchIndex(file);
}, 60_000);
afterAll(() => {
  index?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Where `page` is among the results of `query` (1 for the first), or 0 when it is not. */
const rankOf = (query: string, page: string) =>
  index.search(query).results.findIndex((result) => result.url === page) + 1;

describe("what visitors search for", () => {
  it("holds 30 queries or more, each for a page of the sitemap", () => {
    expect(relevance.queries.length).toBeGreaterThanOrEqual(30);
    const paths = new Set(sitemapEntries.map((entry) => entry.path));
    for (const { page } of relevance.queries) expect(paths, page).toContain(page);
  });

  it.each(relevance.queries)("“$query” finds $page among the first 3", ({ query, page }) => {
    const rank = rankOf(query, page);
    expect(rank, `rank of ${page}`).toBeGreaterThan(0);
    expect(rank, `rank of ${page}`).toBeLessThanOrEqual(3);
  });

  it("answers one result per page", () => {
    for (const { query } of relevance.queries) {
      const urls = index.search(query).results.map((result) => result.url);
      expect(new Set(urls).size, query).toBe(urls.length);
    }
  });
});
