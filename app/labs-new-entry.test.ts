// @vitest-environment node
// One file, one new Labs entry (issue 32), without a second build: in a temporary tree whose
// content/labs/ holds the Labs files and a copy of one under a new slug and title, the route
// content compiler gives the new file its page, and the modules the prerender writes from (the
// page, the /labs list, both feeds, the sitemap) carry it, loaded by a Vite server with the
// app's globs; the search index's builder, from the tree's compiled data, finds it by the words
// of its title.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import type { ComponentType } from "react";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type * as LabsEntries from "~/content/labs-entries";
import type { Article } from "~/sections/article-list";
import type * as RenderPage from "~/testing/render-page";

import { compiledContent, sitemapPages } from "../scripts/content-data.mjs";
import { pageDocuments, sitemapPaths, writeIndex } from "../scripts/search-index.mjs";
import Database from "../server/db/sqlite";
import { sharedDefine } from "../vite.shared";
import { compileContent, GENERATED, type RouteTable } from "./lib/content/compiler/index";

const ROOT = resolve(import.meta.dirname, "..");
const SOURCE = "restore-drill-1-0";
const SLUG = "restore-drill-1-1";
const TITLE = "restore-drill 1.1: checks for Linux services";
const ORIGIN = "https://www.cradlesec.com";

/** The prerender compiles no stylesheet (vite.config.ts); nor does this. */
const noStyles: Plugin = {
  name: "labs-new-entry:no-styles",
  enforce: "pre",
  load: (id) => (/\.scss(\?|$)/.test(id) ? "" : undefined),
};

let tree: string;
let server: ViteDevServer | undefined;
let files: number;
let routes: RouteTable;
/** What the prerender would write from the tree: pages' HTML, resource routes' bodies. */
const built = {
  entryHtml: "",
  entryMeta: [] as Record<string, unknown>[],
  labsHtml: "",
  labEntries: [] as readonly Article[],
  rss: "",
  jsonFeed: "",
  sitemap: "",
};

beforeAll(async () => {
  // The tree: the repository's content, but content/labs/ a folder of its own with the copy.
  tree = realpathSync(mkdtempSync(join(tmpdir(), "labs-new-entry-")));
  mkdirSync(join(tree, "content/labs"), { recursive: true });
  for (const name of readdirSync(join(ROOT, "content"))) {
    if (name !== "labs") symlinkSync(join(ROOT, "content", name), join(tree, "content", name));
  }
  for (const file of readdirSync(join(ROOT, "content/labs"))) {
    copyFileSync(join(ROOT, "content/labs", file), join(tree, "content/labs", file));
  }
  const source = readFileSync(join(ROOT, `content/labs/${SOURCE}.md`), "utf8");
  const copied = source.replace(/^title: .*$/m, `title: "${TITLE}"`);
  expect(copied).not.toBe(source);
  writeFileSync(join(tree, `content/labs/${SLUG}.md`), copied);
  files = readdirSync(join(tree, "content/labs")).length;
  // Beside the root, as the server finds the dependencies it leaves to Node from there.
  symlinkSync(realpathSync(join(ROOT, "node_modules")), join(tree, "node_modules"));
  // The app: the repository's modules, linked one by one, but the folders the compiler writes
  // to the tree's own, so the app's globs of them read what the compiler made of the tree.
  const generated = new Set(
    Object.values(GENERATED)
      .filter((path) => !path.endsWith(".json"))
      .map((path) => path.split("/").slice(0, 3).join("/")),
  );
  const shadow = (folder: string) => {
    mkdirSync(join(tree, folder), { recursive: true });
    for (const name of readdirSync(join(ROOT, folder))) {
      const path = `${folder}/${name}`;
      if (generated.has(path)) continue;
      if ([...generated].some((each) => each.startsWith(`${path}/`))) shadow(path);
      else symlinkSync(join(ROOT, path), join(tree, path));
    }
  };
  shadow("app");
  for (const name of ["scripts", "server", "public"]) {
    symlinkSync(join(ROOT, name), join(tree, name));
  }

  routes = await compileContent(tree);
  // The app's modules as the tree links them (symlinks kept, so its globs are the tree's).
  server = await createServer({
    root: tree,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    plugins: [noStyles],
    resolve: { alias: { "~": join(tree, "app") }, preserveSymlinks: true },
    define: sharedDefine,
    server: { middlewareMode: true, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const load = <T>(file: string) => server!.ssrLoadModule(file) as Promise<T>;
  const app = (file: string) => join(tree, "app", file);
  const body = async (file: string) =>
    (await load<{ loader: () => Response }>(app(file))).loader().text();

  // The renderer through the same server: one React and one router for it and the pages.
  const { renderPage } = await load<typeof RenderPage>(app("testing/render-page.tsx"));
  const entry = await load<{ default: ComponentType; meta: () => Record<string, unknown>[] }>(
    join(tree, "app/routes/labs-entries", `${SLUG}.tsx`),
  );
  const labs = await load<{ default: ComponentType }>(app("routes/company/labs.tsx"));
  built.entryHtml = renderPage(`/labs/${SLUG}`, entry.default);
  built.entryMeta = entry.meta();
  built.labsHtml = renderPage("/labs", labs.default);
  built.labEntries = (await load<typeof LabsEntries>(app("content/labs-entries.ts"))).labEntries;
  built.rss = await body("routes/company/labs-rss.ts");
  built.jsonFeed = await body("routes/company/labs-json-feed.ts");
  built.sitemap = await body("routes/seo/sitemap.ts");
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (tree) rmSync(tree, { recursive: true, force: true });
});

/**
 * A document of `text`, by jsdom (Vite needs Node's URL, which the jsdom environment replaces);
 * the package has no types of its own, so this names the little it uses.
 */
interface Jsdom {
  JSDOM: new (
    text: string,
    options?: { contentType: string },
  ) => { window: { document: Document } };
}
const { JSDOM } = (await import("jsdom" as string)) as Jsdom;
const dom = (text: string, contentType = "text/html") =>
  new JSDOM(text, { contentType }).window.document;

describe("a copied Labs file with a new title", () => {
  it("is a route at /labs/<slug>, whose module renders the entry's page", () => {
    expect(routes.labs).toHaveLength(files);
    expect(routes.labs).toContainEqual([`labs/${SLUG}`, `routes/labs-entries/${SLUG}.tsx`]);
    expect(routes.labs).toContainEqual([`labs/${SOURCE}`, `routes/labs-entries/${SOURCE}.tsx`]);

    expect(dom(built.entryHtml).querySelector("h1")?.textContent).toBe(TITLE);
    expect(built.entryMeta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${ORIGIN}/labs/${SLUG}`,
    });
    expect(built.entryMeta).toContainEqual({
      "script:ld+json": expect.objectContaining({ "@type": "Article", headline: TITLE }),
    });
  });

  it("is listed on /labs, linked by its title, beside the entry it was copied from", () => {
    expect(built.labEntries).toHaveLength(files);
    expect(built.labEntries).toContainEqual(
      expect.objectContaining({ slug: SLUG, href: `/labs/${SLUG}`, title: TITLE }),
    );
    expect(built.labEntries).toContainEqual(
      expect.objectContaining({ slug: SOURCE, href: `/labs/${SOURCE}` }),
    );

    const page = dom(built.labsHtml);
    const links = [...page.querySelectorAll(`a[href="/labs/${SLUG}"]`)];
    expect(links.map((link) => link.textContent)).toEqual([TITLE]);
    expect(page.querySelector(`a[href="/labs/${SOURCE}"]`)).not.toBeNull();
  });

  it("is an item of both feeds, linking its page under its title", () => {
    const rss = dom(built.rss, "application/xml");
    const items = [...rss.querySelectorAll("item")].map((item) => ({
      link: item.querySelector("link")?.textContent,
      title: item.querySelector("title")?.textContent,
    }));
    expect(items).toHaveLength(files);
    expect(items).toContainEqual({ link: `${ORIGIN}/labs/${SLUG}`, title: TITLE });

    const feed = JSON.parse(built.jsonFeed) as { items: { url: string; title: string }[] };
    expect(feed.items).toHaveLength(files);
    expect(feed.items).toContainEqual(
      expect.objectContaining({ url: `${ORIGIN}/labs/${SLUG}`, title: TITLE }),
    );
  });

  it("is in the sitemap, and so in the search index, found by the words of its title", async () => {
    const paths = sitemapPaths(built.sitemap);
    expect(paths).toContain(`/labs/${SLUG}`);
    expect(paths).toContain("/labs");

    // What scripts/search-index.mjs makes of the tree's compiled data: the sitemap's pages.
    const pages = sitemapPages(await compiledContent(tree));
    expect(pages.map((page) => page.path)).toEqual(paths);
    const documents = pages
      .filter((page) => page.path === "/labs" || page.path === `/labs/${SLUG}`)
      .flatMap((page) => pageDocuments(page));
    const file = join(tree, "search.sqlite");
    writeIndex(documents, file);
    const index = new Database(file, { readonly: true });
    try {
      const words = TITLE.match(/[A-Za-z]+/g) ?? [];
      const found = index
        .prepare<[string], { url: string; title: string }>(
          "SELECT url, title FROM documents WHERE documents MATCH ?",
        )
        .all(words.map((word) => `"${word}"`).join(" "));
      // At its page, once: the list's summary of it is no document of its own (decision 0025).
      expect(found).toContainEqual({ url: `/labs/${SLUG}`, title: TITLE });
      expect(found.filter((document) => document.title === TITLE)).toHaveLength(1);
    } finally {
      index.close();
    }
  });
});
