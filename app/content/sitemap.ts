import { csafProviderPaths, labCsafPath } from "~/lib/labs/paths";
import type { SitemapEntry } from "~/lib/sitemap";

import { labSummaries } from "./labs-entries";
import { contentPages } from "./pages";
import { templateEntries } from "./templates/catalog";

/**
 * Every indexable company page, with the date its content last changed: the content pages from
 * their files' `updated` and `sitemap` fields, and the Labs entries. A unit test checks that
 * every route of app/routes.ts is either here or in `sitemapExclusions`.
 */
export const sitemapEntries: readonly SitemapEntry[] = [
  ...contentPages.flatMap(({ path, updated, sitemap }) =>
    sitemap ? [{ path, lastmod: updated, ...sitemap }] : [],
  ),
  // Every Labs entry (content/labs/*.md), last changed on its publication or its last update.
  ...labSummaries.map((entry) => ({
    path: entry.path,
    lastmod: entry.advisory?.updates?.at(-1)?.date ?? entry.date,
    changefreq: "yearly" as const,
    priority: 0.5,
  })),
];

/** Routes deliberately left out of the sitemap, each with the reason. */
export const sitemapExclusions = {
  "/": "redirects to /home (or /shadowcradle on the product domain); noindex",
  "/coming-soon": "template page, varied by query for unreleased products",
  "/thank-you": "form confirmation; noindex",
  "/newsletter/confirm": "opened from a confirmation e-mail's link; noindex",
  "/newsletter/unsubscribe": "opened from a newsletter e-mail's unsubscribe link; noindex",
  "/search": "site search: results for a query, not content of their own; noindex",
  "/labs/rss.xml": "feed, not a page",
  "/labs/feed.json": "feed, not a page",
  // The CSAF provider's files and folder listings (app/lib/labs/paths.ts), for every advisory.
  ...Object.fromEntries(
    csafProviderPaths(
      labSummaries.flatMap((entry) =>
        entry.advisory ? [labCsafPath(entry.advisory.id, entry.date)] : [],
      ),
    ).map((path) => [path, "CSAF provider file or folder listing, not a page"]),
  ),
  "/sitemap.xml": "the sitemap itself",
  "/robots.txt": "crawler rules, not a page",
  "/landing/conference/relay-2027.ics": "calendar file of a template page",
  // Template pages show sample data and are noindex; those built so far.
  ...Object.fromEntries(
    templateEntries
      .filter((entry) => entry.built)
      .map((entry) => [entry.route, "template page with sample data; noindex"]),
  ),
} satisfies Record<string, string>;

/** Paths crawlers are asked to stay out of (robots.txt). */
export const robotsDisallow = ["/api/", "/thank-you", "/newsletter/"] as const;
