// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { scanHtml } from "../scripts/html-scan.mjs";
import { mergeRouteStylesheets, pageRouteIds } from "../scripts/merge-css.mjs";
import { createFixture } from "./testing/fixture.js";

const route = (id: string, parentId: string | undefined, css: string[]) => ({
  id,
  ...(parentId ? { parentId } : {}),
  module: `/assets/${id.replaceAll("/", "-")}.js`,
  css,
});

const MANIFEST = {
  entry: { module: "/assets/entry.client-1.js", imports: [], css: [] },
  routes: {
    root: route("root", undefined, ["/assets/root-1.css"]),
    "layouts/site": route("layouts/site", "root", ["/assets/layout-1.css"]),
    "routes/home": route("routes/home", "layouts/site", [
      "/assets/home-1.css",
      "/assets/shared-1.css",
    ]),
    "routes/about": route("routes/about", "layouts/site", ["/assets/shared-1.css"]),
    "routes/redirect": route("routes/redirect", "root", []),
  },
  url: "/assets/manifest-0000aaaa.js",
  version: "0000aaaa",
};

const CSS: Record<string, string> = {
  "assets/root-1.css": ".root{color:red}",
  "assets/layout-1.css": ".layout{color:green}",
  "assets/home-1.css": ".home{color:blue}",
  "assets/shared-1.css": ".shared{color:navy}",
};

function pageHtml(routeIds: string[], stylesheets: string[]) {
  const modules = routeIds.map((id, index) => `${JSON.stringify(id)}:route${index}`).join(",");
  return (
    `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/>` +
    stylesheets.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("") +
    `</head><body><h1>Page</h1><script type="module" async="">import "${MANIFEST.url}";\n` +
    `window.__reactRouterRouteModules = {${modules}};\n</script></body></html>`
  );
}

const stylesheetsOf = (html: string) =>
  scanHtml(html)
    .tags.filter((tag) => tag.name === "link" && tag.attributes.get("rel") === "stylesheet")
    .map((tag) => tag.attributes.get("href"));

describe("mergeRouteStylesheets", () => {
  const fixture = createFixture({
    ...CSS,
    [MANIFEST.url.slice(1)]: `window.__reactRouterManifest=${JSON.stringify(MANIFEST)};`,
    "home/index.html": pageHtml(
      ["root", "layouts/site", "routes/home"],
      ["/assets/root-1.css", "/assets/layout-1.css", "/assets/home-1.css", "/assets/shared-1.css"],
    ),
    "about/index.html": pageHtml(
      ["root", "layouts/site", "routes/about"],
      ["/assets/root-1.css", "/assets/layout-1.css", "/assets/shared-1.css"],
    ),
    "index.html": pageHtml(["root", "routes/redirect"], ["/assets/root-1.css"]),
  });
  const htmlFiles = ["home/index.html", "about/index.html", "index.html"];
  const read = (file: string) => readFileSync(join(fixture.clientDir, file), "utf8");
  const manifestFile = () =>
    readdirSync(join(fixture.clientDir, "assets")).filter((f) => f.startsWith("manifest-"));
  const manifest = () => {
    const [file] = manifestFile();
    return JSON.parse(
      read(`assets/${file}`).replace("window.__reactRouterManifest=", "").replace(/;$/, ""),
    ) as typeof MANIFEST;
  };

  let result: { merged: number };
  beforeAll(async () => {
    result = await mergeRouteStylesheets(fixture.clientDir, htmlFiles);
  });
  afterAll(() => fixture.cleanup());

  it("gives each page the root sheet and one page sheet, in the original cascade order", () => {
    expect(result.merged).toBe(2);
    const [root, page] = stylesheetsOf(read("home/index.html"));
    expect(root).toBe("/assets/root-1.css");
    expect(page).toMatch(/^\/assets\/page-home-[0-9a-f]{8}\.css$/);
    expect(read(page?.slice(1) ?? "")).toBe(
      [".layout{color:green}", ".home{color:blue}", ".shared{color:navy}"].join("\n"),
    );
    expect(stylesheetsOf(read("about/index.html"))).toEqual([
      "/assets/root-1.css",
      expect.stringMatching(/^\/assets\/page-about-[0-9a-f]{8}\.css$/),
    ]);
    expect(stylesheetsOf(read("index.html"))).toEqual(["/assets/root-1.css"]);
  });

  it("rewrites the router manifest so <Links /> renders exactly the page's links", () => {
    const next = manifest();
    expect(manifestFile()).toEqual([`manifest-${next.version}.js`]);
    expect(next.url).toBe(`/assets/manifest-${next.version}.js`);
    for (const file of htmlFiles) {
      const html = read(file);
      expect(html).toContain(`import "${next.url}";`);
      const ids = pageRouteIds(html);
      const routes = next.routes as Record<string, { css: string[] }>;
      const linked = [...new Set(ids.flatMap((id) => routes[id]?.css ?? []))];
      expect(linked).toEqual(stylesheetsOf(html));
    }
    expect(next.routes["layouts/site"].css).toEqual([]);
    expect(next.entry).toEqual(MANIFEST.entry);
  });

  it("keeps the original files (lazy chunks may still link them) and runs only once", async () => {
    for (const file of Object.keys(CSS))
      expect(existsSync(join(fixture.clientDir, file))).toBe(true);
    const before = htmlFiles.map(read);
    const again = await mergeRouteStylesheets(fixture.clientDir, htmlFiles);
    expect(again.merged).toBe(0);
    expect(htmlFiles.map(read)).toEqual(before);
  });
});
