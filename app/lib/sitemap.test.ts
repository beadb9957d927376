// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { site } from "~/content/generated/site";
import { robotsDisallow, sitemapEntries, sitemapExclusions } from "~/content/sitemap";
import routes from "~/routes";

import { routePaths } from "./route-paths";
import { buildRobots, buildSitemap } from "./sitemap";

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

describe("buildSitemap", () => {
  it("writes a well-formed urlset with absolute, escaped URLs", () => {
    const xml = buildSitemap("https://example.com", [
      { path: "/a?x=1&y=<2>", lastmod: "2026-01-31", changefreq: "weekly", priority: 0.8 },
      { path: "/b", lastmod: "2026-02-01" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain("<loc>https://example.com/a?x=1&amp;y=&lt;2&gt;</loc>");
    const doc = parseXml(xml);
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = [...doc.getElementsByTagName("url")];
    expect(urls).toHaveLength(2);
    expect(urls[0]?.getElementsByTagName("loc")[0]?.textContent).toBe(
      "https://example.com/a?x=1&y=<2>",
    );
    expect(urls[0]?.getElementsByTagName("priority")[0]?.textContent).toBe("0.8");
    expect(urls[1]?.getElementsByTagName("changefreq")).toHaveLength(0);
    expect(urls[1]?.getElementsByTagName("lastmod")[0]?.textContent).toBe("2026-02-01");
  });

  it("rejects malformed entries", () => {
    expect(() => buildSitemap("https://e.com", [{ path: "a", lastmod: "2026-01-01" }])).toThrow();
    expect(() => buildSitemap("https://e.com", [{ path: "/a", lastmod: "2026-1-1" }])).toThrow();
    expect(() =>
      buildSitemap("https://e.com", [{ path: "/a", lastmod: "2026-01-01", priority: 2 }]),
    ).toThrow();
  });
});

describe("the site's sitemap", () => {
  const routeTable = routePaths(routes);
  const listed: readonly string[] = sitemapEntries.map((entry) => entry.path);
  const excluded = Object.keys(sitemapExclusions);

  it("accounts for every route: listed or explicitly excluded, never both", () => {
    for (const path of routeTable) {
      expect(listed.includes(path) !== excluded.includes(path), path).toBe(true);
    }
  });

  it("lists only real routes, each once, without the utility pages", () => {
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of [...listed, ...excluded]) expect(routeTable, path).toContain(path);
    expect(listed).toContain("/home");
    expect(listed).not.toContain("/thank-you");
    expect(listed).not.toContain("/");
  });

  it("is well-formed with absolute URLs on the site's origin", () => {
    const doc = parseXml(buildSitemap(site.origin, sitemapEntries));
    const locs = [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent);
    expect(locs).toEqual(listed.map((path) => `${site.origin}${path}`));
  });
});

describe("buildRobots", () => {
  it("allows all but the private paths and names the sitemap", () => {
    const text = buildRobots(site.origin, robotsDisallow);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/thank-you$/m);
    expect(text).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});
