// @vitest-environment node
// The Open Graph images say what each page's meta says, taken from the compiled data (issue
// 43): every page whose meta links an image has one, with the meta's title and description.
import { describe, expect, it } from "vitest";

import { GENERATED } from "../app/lib/content/compiler/index";
import { compiledContent, GENERATED_DATA, sitemapPages } from "./content-data.mjs";
import { ogImagePath } from "./og-image-path.mjs";
import { ogPages } from "./og-images.mjs";

type Meta = { title?: string; name?: string; property?: string; content?: string }[];
interface RouteModule {
  meta: (args: { location: { search: string } }) => Meta;
}

// Every route module of a page of the site (template pages are noindex by templateMeta).
const modules = import.meta.glob<RouteModule>(
  [
    "../app/routes/pages/**/*.tsx",
    "../app/routes/labs-entries/*.tsx",
    "../app/routes/company/*.tsx",
    "../app/routes/not-found.tsx",
    "../app/routes/root-redirect.tsx",
    "!../app/routes/**/*.test.tsx",
  ],
  { eager: true },
);

const content = await compiledContent();

it("reads the compiler's folders", () => {
  for (const [name, folder] of Object.entries(GENERATED_DATA)) {
    expect(GENERATED[name as keyof typeof GENERATED], name).toBe(folder);
  }
});

describe("ogPages", () => {
  const pages = ogPages(content);
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it("gives every page whose prerendered meta links an image that meta's title and description", () => {
    const linked: string[] = [];
    for (const [file, module] of Object.entries(modules)) {
      if (typeof module.meta !== "function") continue;
      const meta = module.meta({ location: { search: "" } });
      const image = meta.find((tag) => tag.property === "og:image")?.content;
      const url = meta.find((tag) => tag.property === "og:url")?.content ?? "";
      const path = new URL(url).pathname;
      if (!image) continue;
      linked.push(path);
      const page = byPath.get(path);
      expect(image, file).toBe(`${content.site.origin}${ogImagePath(path)}`);
      expect(page, file).toBeDefined();
      expect(`${page?.title} | ${page?.brand}`, file).toBe(
        meta.find((tag) => tag.title)?.title ?? "",
      );
      expect(page?.description, file).toBe(meta.find((tag) => tag.name === "description")?.content);
      expect(`https://${page?.url}`, file).toBe(url);
    }
    // And no image for a page that is noindex (its meta links none).
    expect(linked.sort()).toEqual(pages.map((page) => page.path).sort());
  });

  it("has an image for every page of the sitemap", () => {
    for (const { path } of sitemapPages(content)) expect(byPath.has(path), path).toBe(true);
  });
});
