// @vitest-environment node
// The postbuild rewrites on React Router's own output: a page and the router manifest captured
// from a real build (scripts/capture-build-fixture.mjs), not typed by hand. When React Router
// is upgraded, the first test asks for a new capture; the others then say which rewrite no
// longer fits the framework's output.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { BuildShapeError } from "../scripts/build-shape.mjs";
import { scanHtml } from "../scripts/html-scan.mjs";
import { mergeRouteStylesheets, pageRouteIds, planMerge } from "../scripts/merge-css.mjs";
import {
  deferModuleScripts,
  modulePreloadHrefs,
  removeModulePreloads,
} from "../scripts/postbuild.mjs";
import {
  MANIFEST_PREFIX,
  trimManifestImports,
  withoutRouteImports,
} from "../scripts/router-manifest.mjs";
import { createFixture } from "./testing/fixture.js";

const DIR = "server/testing/react-router-build";
const read = (file: string) => readFileSync(join(DIR, file), "utf8");
const capture = JSON.parse(read("capture.json")) as { reactRouter: string; manifest: string };
const home = read("home.html");
const notFound = read("404.html");
// Captured while /thank-you had a clientLoader: React Router splits such a route's module into
// parts and puts them together in the bootstrap.
const splitRoute = read("thank-you.html");
const manifestSource = read("manifest.js");
const parseManifest = (source: string) =>
  JSON.parse(source.slice(MANIFEST_PREFIX.length).replace(/;\s*$/, ""));
const manifest = parseManifest(manifestSource);

const stylesheets = (html: string) =>
  scanHtml(html)
    .tags.filter((tag) => tag.name === "link" && tag.attributes.get("rel") === "stylesheet")
    .map((tag) => tag.attributes.get("href") ?? "");
const moduleScripts = (html: string) =>
  scanHtml(html).scripts.filter((script) => script.attributes.get("type") === "module");

describe("React Router's output, as captured", () => {
  it("comes from the React Router version installed (re-capture after an upgrade)", () => {
    const installed = JSON.parse(readFileSync("node_modules/react-router/package.json", "utf8"));
    expect(
      capture.reactRouter,
      "run `node scripts/build.mjs --keep-raw build/raw-client && node scripts/capture-build-fixture.mjs`",
    ).toBe(installed.version);
  });

  it("stripPreloads removes every modulepreload link and nothing else", () => {
    for (const html of [home, notFound, splitRoute]) {
      const hrefs = modulePreloadHrefs(html);
      expect(hrefs.length).toBeGreaterThan(3);
      const out = removeModulePreloads(html, "page");
      expect(modulePreloadHrefs(out)).toEqual([]);
      const links = hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`);
      expect(out).toBe(links.reduce((rest, link) => rest.replace(link, ""), html));
      expect(stylesheets(out)).toEqual(stylesheets(html));
    }
  });

  it("deferBootstrap turns the bootstrap into a script with no static import, same modules in order", async () => {
    for (const html of [home, notFound, splitRoute]) {
      const [original] = moduleScripts(html);
      const out = deferModuleScripts(html, modulePreloadHrefs(html), "page");
      const scripts = moduleScripts(out);
      expect(scripts).toHaveLength(1);
      const body = scripts[0]?.body ?? "";
      // Valid as a classic script body: a static import anywhere would be a syntax error.
      expect(() => new Function(body)).not.toThrow();
      const imported = [...body.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
      const staticImports = [...(original?.body ?? "").matchAll(/^import .*"([^"]+)";$/gm)];
      const entry = /import\("([^"]+)"\);\s*$/.exec(original?.body ?? "")?.[1];
      expect(imported).toEqual([...staticImports.map((match) => match[1]), entry]);
      expect(body).toContain(JSON.stringify(modulePreloadHrefs(html)));
      // Everything else on the page is as it was.
      expect(out.replace(body, "")).toBe(html.replace(original?.body ?? "", ""));
    }
  });

  it("mergeCss gives the page its chain's stylesheets as one sheet, in the same order", async () => {
    const ids = pageRouteIds(home);
    // The page's own route id is whatever module draws /home; the chain above it is fixed.
    const [, , homeId = ""] = ids;
    expect(ids).toEqual(["root", "layouts/site-layout", homeId]);
    expect(homeId).toMatch(/\/home$/);
    const plan = await planMerge(manifest, async (href) => `/* ${href} */`);
    const merge = plan.merges.get(homeId);
    const [rootSheet, ...pageSheets] = stylesheets(home);
    expect(manifest.routes.root.css).toEqual([rootSheet]);
    expect(merge?.hrefs).toEqual(pageSheets);
    expect(merge?.css).toBe(pageSheets.map((href) => `/* ${href} */`).join("\n"));
  });

  it("mergeCss rewrites a captured build, and fails loudly on a page that lacks a sheet", async () => {
    const files = (html: string) => {
      const routes = Object.values(manifest.routes) as { css?: string[] }[];
      const cssFiles = Object.fromEntries(
        routes.flatMap((route) => route.css ?? []).map((href) => [href.slice(1), `/* ${href} */`]),
      );
      return {
        ...cssFiles,
        [capture.manifest.slice(1)]: manifestSource,
        "home/index.html": html,
        "404/index.html": notFound,
      };
    };
    const good = createFixture(files(home));
    try {
      const { merged } = await mergeRouteStylesheets(good.clientDir, [
        "home/index.html",
        "404/index.html",
      ]);
      expect(merged).toBeGreaterThan(0);
      const page = readFileSync(join(good.clientDir, "home/index.html"), "utf8");
      expect(stylesheets(page)).toHaveLength(2);
      expect(page).not.toContain(capture.manifest);
    } finally {
      good.cleanup();
    }

    const lastSheet = stylesheets(home).at(-1) ?? "";
    const broken = createFixture(
      files(home.replace(`<link rel="stylesheet" href="${lastSheet}"/>`, "")),
    );
    try {
      await expect(
        mergeRouteStylesheets(broken.clientDir, ["home/index.html", "404/index.html"]),
      ).rejects.toThrow(/postbuild \(mergeCss\): home\/index\.html: links 6 of the 7 stylesheets/);
    } finally {
      broken.cleanup();
    }
  });

  it("mergeCss fails loudly without exactly one router manifest", async () => {
    const fixture = createFixture({ "home/index.html": home });
    try {
      mkdirSync(join(fixture.clientDir, "assets"), { recursive: true });
      await expect(mergeRouteStylesheets(fixture.clientDir, ["home/index.html"])).rejects.toThrow(
        BuildShapeError,
      );
      writeFileSync(join(fixture.clientDir, "assets/manifest-1.js"), "window.x={};");
      await expect(mergeRouteStylesheets(fixture.clientDir, ["home/index.html"])).rejects.toThrow(
        /manifest-1\.js: does not start window\.__reactRouterManifest=/,
      );
    } finally {
      fixture.cleanup();
    }
  });
});

describe("trimManifest on React Router's output", () => {
  type Route = { id: string; module: string; imports?: string[]; css?: string[] };
  const routes = manifest.routes as Record<string, Route>;
  const captured = { home, notFound };
  const files = (pages: Record<string, string> = captured) => ({
    [capture.manifest.slice(1)]: manifestSource,
    "home/index.html": pages.home ?? "",
    "404/index.html": pages.notFound ?? "",
  });
  const manifestFiles = (clientDir: string) =>
    readdirSync(join(clientDir, "assets")).filter((file) => file.startsWith("manifest-"));

  it("finds imports lists to drop in the captured manifest (the rewrite has work to do)", () => {
    const listed = Object.values(routes).filter((route) => (route.imports ?? []).length > 0);
    expect(listed.length).toBeGreaterThan(Object.keys(routes).length / 2);
  });

  it("drops every route's imports list and keeps everything else as it was", () => {
    const { routes: trimmed, removed } = withoutRouteImports(routes);
    expect(removed).toBe(
      Object.values(routes).reduce((sum, route) => sum + (route.imports ?? []).length, 0),
    );
    expect(Object.keys(trimmed)).toEqual(Object.keys(routes));
    for (const [id, route] of Object.entries(routes)) {
      expect(trimmed[id]).not.toHaveProperty("imports");
      expect({ ...trimmed[id], imports: route.imports }).toEqual(route);
    }
    // The entry keeps its list: <Scripts> reads it on the server and in the hydration render.
    expect(manifest.entry.imports.length).toBeGreaterThan(0);
  });

  it("rewrites a captured build: a smaller manifest under a new name, every page pointed at it; a second run changes nothing", async () => {
    const fixture = createFixture(files());
    try {
      const htmlFiles = ["home/index.html", "404/index.html"];
      const { removed } = await trimManifestImports(fixture.clientDir, htmlFiles);
      expect(removed).toBeGreaterThan(0);
      const [file, ...others] = manifestFiles(fixture.clientDir);
      expect(others).toEqual([]);
      expect(`/assets/${file}`).not.toBe(capture.manifest);
      const text = readFileSync(join(fixture.clientDir, "assets", file ?? ""), "utf8");
      expect(text.length).toBeLessThan(manifestSource.length * 0.7);
      const trimmed = parseManifest(text);
      expect(trimmed.url).toBe(`/assets/${file}`);
      expect(trimmed.version).toBe(file?.slice("manifest-".length, -".js".length));
      expect(trimmed.entry).toEqual(manifest.entry);
      expect(trimmed.routes).toEqual(withoutRouteImports(routes).routes);
      for (const page of htmlFiles) {
        const html = readFileSync(join(fixture.clientDir, page), "utf8");
        expect(html).toContain(`/assets/${file}`);
        expect(html).not.toContain(capture.manifest);
      }
      expect(existsSync(join(fixture.clientDir, capture.manifest.slice(1)))).toBe(false);

      expect(await trimManifestImports(fixture.clientDir, htmlFiles)).toEqual({ removed: 0 });
      expect(manifestFiles(fixture.clientDir)).toEqual([file]);
    } finally {
      fixture.cleanup();
    }
  });

  it("fails loudly on an imports list of another shape, and on a page that does not load the manifest", async () => {
    const odd = structuredClone(routes);
    const homeId = pageRouteIds(home).at(-1) ?? "";
    (odd[homeId] as { imports: unknown }).imports = "/assets/a.js";
    expect(() => withoutRouteImports(odd, "manifest-1.js")).toThrow(
      `postbuild (trimManifest): manifest-1.js: route ${homeId} has imports that are not a list`,
    );
    const fixture = createFixture(
      files({ home: home.replaceAll(capture.manifest, "/assets/other.js"), notFound }),
    );
    try {
      await expect(
        trimManifestImports(fixture.clientDir, ["home/index.html", "404/index.html"]),
      ).rejects.toThrow(/postbuild \(trimManifest\): home\/index\.html: does not load/);
    } finally {
      fixture.cleanup();
    }
  });

  it("is safe with the installed React Router: its browser code reads a route's imports only to render modulepreload links", () => {
    // getModuleLinkHrefs (route.imports) serves <Scripts> before hydration and
    // <PrefetchPageLinks>; the entry's list stays. A new reader after an upgrade fails here:
    // check what it does without the lists before updating this list.
    const dir = "node_modules/react-router/dist/production";
    const reads = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.m?js$/.test(file))
      .flatMap((file) => readFileSync(join(dir, file), "utf8").split("\n"))
      .filter((line) => /\bimports\b/.test(line))
      .map((line) => line.trim())
      .sort();
    expect(reads).toEqual([
      "if (route.imports) hrefs = hrefs.concat(route.imports);",
      "imports: []",
      "imports: []",
      "imports: [],",
      "let preloads = isHydrated || isRSCRouterContext ? [] : [...new Set(manifest.entry.imports.concat(getModuleLinkHrefs(matches, manifest, { includeHydrateFallback: true })))];",
    ]);
  });

  it("is safe with the site: nothing renders prefetch links, which would want the lists", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
            ? [join(dir, entry.name)]
            : [],
      );
    const offenders = sources("app").filter((file) =>
      /\bprefetch=|PrefetchPageLinks/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
