/** XML sitemaps (sitemaps.org protocol 0.9), built as strings: no dependency, values escaped. */
import { escapeXml } from "~/lib/rss";

export type ChangeFreq = "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";

/** One page of the sitemap. */
export interface SitemapEntry {
  /** Path of the page on the site, e.g. "/home". */
  path: string;
  /** When the page's content last changed, as YYYY-MM-DD. */
  lastmod: string;
  /** How often the page is expected to change (a hint to crawlers). */
  changefreq?: ChangeFreq;
  /** Relative importance from 0.0 to 1.0 (a hint to crawlers). */
  priority?: number;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The sitemap document for the given origin (no trailing slash) and entries. */
export function buildSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    if (!entry.path.startsWith("/"))
      throw new RangeError(`Sitemap path must start with /: ${entry.path}`);
    if (!DATE.test(entry.lastmod))
      throw new RangeError(`Sitemap lastmod must be YYYY-MM-DD: ${entry.lastmod}`);
    const { priority } = entry;
    if (priority !== undefined && !(priority >= 0 && priority <= 1)) {
      throw new RangeError(`Sitemap priority must be within 0..1: ${priority}`);
    }
    return [
      "  <url>",
      `    <loc>${escapeXml(`${origin}${entry.path}`)}</loc>`,
      `    <lastmod>${entry.lastmod}</lastmod>`,
      ...(entry.changefreq ? [`    <changefreq>${entry.changefreq}</changefreq>`] : []),
      ...(priority !== undefined ? [`    <priority>${priority.toFixed(1)}</priority>`] : []),
      "  </url>",
    ];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything allowed except the given paths, and where the sitemap is. */
export function buildRobots(origin: string, disallow: readonly string[]): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
