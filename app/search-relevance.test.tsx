// @vitest-environment node
// The site search's relevance (decision 0031): what visitors search for (testing/
// search-relevance.json), each query's page among the first 3 results, in an index built as
// the build builds it (scripts/search-index.mjs): from the checked data of the sitemap's pages,
// as the content compiler writes it (the Vitest run compiles the content first), so the test
// needs no build and follows every change of the copy.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sitemapEntries } from "~/content/sitemap";

import { compiledContent, sitemapPages } from "../scripts/content-data.mjs";
import { pageDocuments, writeIndex } from "../scripts/search-index.mjs";
import { openSearchIndex, type SearchIndex } from "../server/search";
import relevance from "./testing/search-relevance.json";

const dir = mkdtempSync(join(tmpdir(), "search-relevance-"));
let index: SearchIndex;

beforeAll(async () => {
  const pages = sitemapPages(await compiledContent());
  expect(pages.map((page) => page.path)).toEqual(sitemapEntries.map((entry) => entry.path));
  const documents = pages.flatMap((page) => pageDocuments(page));
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
