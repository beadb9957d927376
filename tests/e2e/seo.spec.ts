import { site } from "../../app/content/generated/site";
import { expect, sitePath, test } from "./fixtures";

// Each page's Open Graph preview image is checked on the page's one load in pages.spec.ts.

test.describe("sitemap and robots", () => {
  test("/sitemap.xml lists the company pages with absolute URLs, and each answers 200", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml[\s\S]*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
    const paths = locs.map(sitePath);
    expect(paths).toContain("/home");
    expect(paths).not.toContain("/thank-you");
    expect(paths).not.toContain("/");
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(locs.length);
    for (const path of paths) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test("/robots.txt allows crawling except the API and the thank-you page", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/thank-you$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(
      new RegExp(`^Sitemap: ${site.origin.replace(/\./g, "\\.")}/sitemap\\.xml$`, "m"),
    );
  });
});

test.describe("icons and web manifest", () => {
  test("/site.webmanifest is served as a manifest and its icons are PNGs", async ({ request }) => {
    const response = await request.get("/site.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      icons: { src: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBe(site.brand);
    expect(manifest.start_url).toBe("/home");
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toMatch(
        new RegExp(`^${icon.type.replace("+", "\\+")}`),
      );
    }
  });

  test("pages link the icons and the manifest", async ({ request }) => {
    const html = await (await request.get("/home")).text();
    for (const href of ["/favicon.svg", "/icons/apple-touch-icon.png", "/site.webmanifest"]) {
      expect(html).toContain(`href="${href}"`);
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});
