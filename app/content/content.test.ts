import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { NOT_FOUND_PATH } from "~/lib/paths";
import { routePaths } from "~/lib/route-paths";
import routes from "~/routes";

/**
 * Checks over all typed content and every route module: unique slugs, title and description
 * lengths, and that every internal link in content points at a route that exists.
 */
// Schemas hold no copy (and a recursive one, the blog's threaded comments, has no end to walk).
const contentModules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "!./**/*.test.ts", "!./**/*.schema.ts"],
  { eager: true },
);
const routeModules = import.meta.glob<{ meta?: (args: unknown) => MetaDescriptor[] }>(
  ["../routes/**/*.tsx", "!../routes/**/*.test.tsx"],
  { eager: true },
);

// With the not-found page's own path: the catch-all route is prerendered there (NOT_FOUND_PATH).
const knownPaths = new Set([...routePaths(routes), NOT_FOUND_PATH]);
/** Files served as they are, outside the route table. */
const staticFiles = new Set(["/.well-known/security.txt", "/favicon.svg"]);

/** Every string in a value, with the key it sits under, found by walking objects and arrays. */
function* strings(value: unknown, key = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, key);
  else if (value && typeof value === "object")
    for (const [childKey, child] of Object.entries(value)) yield* strings(child, childKey);
}

/** Arrays of objects that carry a `slug`, by module and export name. */
function slugLists(): [string, string[]][] {
  const lists: [string, string[]][] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      const slugs = value
        .map((item) =>
          item && typeof item === "object" ? (item as { slug?: unknown }).slug : undefined,
        )
        .filter((slug): slug is string => typeof slug === "string");
      if (slugs.length > 1) lists.push([where, slugs]);
      value.forEach((item, index) => visit(item, `${where}[${index}]`));
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
    }
  };
  for (const [file, module] of Object.entries(contentModules)) visit(module, file);
  return lists;
}

describe("content", () => {
  it("finds the content modules", () => {
    expect(Object.keys(contentModules)).toContain("./products.ts");
    expect(Object.keys(contentModules)).toContain("./generated/site.ts");
  });

  it("uses each slug once per list", () => {
    const lists = slugLists();
    expect(lists.length).toBeGreaterThan(0);
    for (const [where, slugs] of lists) {
      expect(new Set(slugs).size, `duplicate slug in ${where}: ${slugs.join(", ")}`).toBe(
        slugs.length,
      );
      for (const slug of slugs) expect(slug, where).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("links only to routes that exist", () => {
    const broken: string[] = [];
    for (const [file, module] of Object.entries(contentModules)) {
      for (const [key, text] of strings(module)) {
        if (!/^(href|path|to|link|url)$/i.test(key) || !text.startsWith("/")) continue;
        const path = text.replace(/[?#].*$/, "") || "/";
        if (!knownPaths.has(path) && !staticFiles.has(path)) broken.push(`${file}: ${text}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("page metadata", () => {
  const pages = Object.entries(routeModules)
    .filter(([, module]) => typeof module.meta === "function")
    .map(([file, module]) => {
      const meta = module.meta!({
        params: {},
        location: { pathname: "/", search: "" },
        matches: [],
      });
      const title = meta.find((entry): entry is { title: string } => "title" in entry)?.title;
      const description = meta.find(
        (entry): entry is { name: string; content: string } =>
          "name" in entry && entry.name === "description",
      )?.content;
      const canonical = meta.find(
        (entry): entry is { tagName: "link"; rel: string; href: string } =>
          "tagName" in entry && entry.tagName === "link",
      )?.href;
      return { file, title: title ?? "", description: description ?? "", canonical };
    });

  it("covers every route module", () => {
    expect(pages.length).toBeGreaterThanOrEqual(Object.keys(routeModules).length - 1);
  });

  it.each(["title", "description"] as const)("gives every page its own %s", (field) => {
    const values = pages.map((page) => page[field]);
    expect(new Set(values).size, JSON.stringify(values)).toBe(values.length);
  });

  it("keeps titles and descriptions within what search results show", () => {
    for (const { file, title, description, canonical } of pages) {
      expect(title.length, `${file} title "${title}"`).toBeGreaterThanOrEqual(10);
      expect(title.length, `${file} title "${title}"`).toBeLessThanOrEqual(65);
      expect(description.length, `${file} description`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${file} description`).toBeLessThanOrEqual(165);
      expect(canonical, `${file} canonical`).toMatch(/^https:\/\/www\.cradlesec\.com\//);
    }
  });
});
