import { readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname } from "node:path";

import { mainNav } from "../../app/content/navigation";
import { gzipAssetBytes } from "../../scripts/asset-bytes.mjs";
import {
  frameworkFloor,
  ownJs,
  routeCount,
  routeManifestPathname,
  shippedFloor,
} from "../../scripts/framework-floor.mjs";
import { expect, open, pagePaths, test } from "./fixtures";

const budgets = JSON.parse(readFileSync("perf/budgets.json", "utf8")) as {
  homeOwnJsGzipBytes: number;
  routeManifestGzipBytesPerRoute: number;
  companyPages: { cssGzipBytes: number };
};

// The byte budgets of `npm run perf` (perf/budgets.json), held on every test run: sizes are
// deterministic, unlike timings. JS counts as the framework floor (a one-route React Router
// app, built here with the same toolchain), plus React Router's route manifest's growth over the
// floor's (it lists every route; budgeted per route), plus our own code, which the budget holds.
test("/home loads no more own JS and CSS than perf/budgets.json allows", async ({ page }) => {
  test.setTimeout(60_000);
  const assets: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) assets.push(pathname);
  });
  await open(page, "/home");
  await page.waitForLoadState("networkidle");
  const total = (extension: string) =>
    [...new Set(assets)]
      .filter((pathname) => pathname.endsWith(extension))
      .reduce((sum, pathname) => sum + gzipAssetBytes(pathname), 0);
  const floor = frameworkFloor();
  expect(floor.jsBytes).toBeGreaterThan(80_000);
  const scripts = assets.filter((pathname) => pathname.endsWith(".js"));
  const js = ownJs(scripts, floor);
  expect(js.own).toBeLessThanOrEqual(budgets.homeOwnJsGzipBytes);
  const routes = routeCount(readFileSync(`build/client${routeManifestPathname(scripts)}`, "utf8"));
  expect(routes).toBeGreaterThan(30);
  expect(js.manifest / routes).toBeLessThanOrEqual(budgets.routeManifestGzipBytesPerRoute);
  expect(total(".css")).toBeLessThanOrEqual(budgets.companyPages.cssGzipBytes);
  // Here, after the floor's build (tests run in parallel; only this one builds it): `npm run
  // perf` compares each page's TBT with the floor put through the site's rewrites, since the
  // raw floor hydrates before its first paint, where TBT does not count.
  await test.step("the floor as shipped starts its bootstrap after the first paint", async () => {
    const clientDir = await shippedFloor();
    try {
      const html = readFileSync(`${clientDir}/index.html`, "utf8");
      expect(html).toContain("const nextTask=");
      expect(html).toContain('const fcp="first-contentful-paint"');
      expect(html).not.toMatch(/<link rel="modulepreload"/);
    } finally {
      rmSync(dirname(clientDir), { recursive: true, force: true });
    }
  });
});

// Every company page (indexable), from its built HTML: a stylesheet that company pages should
// not share (the template layout's, once) shows up here on every run, not only in `npm run perf`.
test("every company page links no more CSS than perf/budgets.json allows", () => {
  const over: string[] = [];
  let checked = 0;
  for (const path of pagePaths) {
    const html = readFileSync(`build/client${path}/index.html`, "utf8");
    if (html.includes('name="robots" content="noindex')) continue;
    checked += 1;
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)];
    const bytes = sheets.reduce((sum, match) => sum + gzipAssetBytes(match[1] ?? ""), 0);
    if (bytes > budgets.companyPages.cssGzipBytes) over.push(`${path}: ${bytes} B`);
  }
  expect(checked).toBeGreaterThan(15);
  expect(over).toEqual([]);
});

// A section module holds its zod schema beside its component; the browser build strips the
// schema (vite.sections.ts). zod reaches the browser in one chunk only: the forms' validation
// (app/lib/forms/schemas.ts), loaded when a form is sent. Every zod schema carries `_zod`.
test("no chunk holds zod but the forms' validation: section schemas stay out of the browser", () => {
  const withZod = readdirSync("build/client/assets")
    .filter((file) => file.endsWith(".js"))
    .filter((file) => /\b_zod\b/.test(readFileSync(`build/client/assets/${file}`, "utf8")));
  expect(withZod.map((file) => file.replace(/-[\w-]{8}\.js$/, ".js"))).toEqual(["schemas.js"]);
});

// The page paints from its HTML and CSS first; React Router's modules start downloading only
// after that (scripts/postbuild.mjs, deferModuleBootstrap), so they never compete with the CSS
// and the font for the first paint. The bootstrap (AFTER_FIRST_PAINT) starts once the browser
// has reported the first contentful paint, or two frames after `load` at the latest. The test
// checks that rule at the moment the bootstrap adds its first modulepreload link, not against
// the paint entry's time: that is when the frame reached the screen, which can come a fraction
// of a millisecond after a start that two rendered frames allowed (311.8 ms vs 312 ms on CI).
declare global {
  interface Window {
    __bootstrapStart?: { at: number; contentfulPaint: boolean; loaded: boolean; frames: number };
  }
}

/** Notes, in the page, the state of things when the first modulepreload link goes in. */
function recordBootstrapStart() {
  let loaded = false;
  let frames = 0;
  addEventListener("load", () => {
    loaded = true;
    const frame = () => {
      frames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const append = HTMLHeadElement.prototype.append;
  HTMLHeadElement.prototype.append = function (...nodes) {
    const preload = nodes.some(
      (node) => node instanceof HTMLLinkElement && node.rel === "modulepreload",
    );
    if (preload && !window.__bootstrapStart) {
      window.__bootstrapStart = {
        at: performance.now(),
        contentfulPaint: performance.getEntriesByName("first-contentful-paint").length > 0,
        loaded,
        // rAF callbacks run before their frame renders: n callbacks, n - 1 frames rendered.
        frames: Math.max(0, frames - 1),
      };
    }
    append.apply(this, nodes);
  };
}

for (const path of ["/home", "/shadowcradle", "/contact"]) {
  test(`${path}: scripts start after the first paint, then the page hydrates`, async ({ page }) => {
    await page.addInitScript(recordBootstrapStart);
    await open(page, path);
    const timing = await page.evaluate(() => ({
      start: window.__bootstrapStart ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
      painted: performance.getEntriesByName("first-paint").length > 0,
    }));
    expect(timing.painted).toBe(true);
    expect(timing.start).not.toBeNull();
    const start = timing.start!;
    // The first paint was reported, or the page had loaded and rendered two frames since.
    expect(start.contentfulPaint || (start.loaded && start.frames >= 2)).toBe(true);
    // No script was fetched before the bootstrap started.
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(start.at);
    // The modulepreload links come back once the bootstrap runs, so the graph loads in parallel.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
  });

  test(`${path}: the bootstrap's preload links stay once the page has hydrated and re-rendered`, async ({
    page,
  }) => {
    const html = readFileSync(`build/client${path}/index.html`, "utf8");
    const preloads = JSON.parse(/const preloads=(\[[^\]]*\])/.exec(html)?.[1] ?? "[]") as string[];
    expect(preloads.length).toBeGreaterThan(3);
    await open(page, path);
    // The replay runs after the re-render that follows hydration (useAfterHydration).
    await page.waitForFunction(() => window.__earlyEvents?.ready === true);
    const linked = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    // Taken out, a later dynamic import preloads a loaded module again (Firefox: a failed load).
    expect(preloads.filter((href) => !linked.includes(href))).toEqual([]);
  });
}

/** The stylesheet hrefs a document links, in order. */
const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]);

// postbuild (scripts/merge-css.mjs) gives each page the shared root sheet plus one page sheet and
// rewrites React Router's manifest to match, so hydration and client navigation agree with it.
test("each page links the root sheet and at most one more, before and after navigation", async ({
  page,
  request,
}) => {
  const about = stylesheets(await (await request.get("/about")).text());
  const home = stylesheets(await (await request.get("/home")).text());
  expect(home).toHaveLength(2);
  expect(about).toHaveLength(2);
  expect(home[0]).toBe(about[0]);

  const linked = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
  await open(page, "/home");
  expect(await linked()).toEqual(home);
  const aboutLink = mainNav.find((item) => "href" in item && item.href === "/about")!;
  await page.getByRole("banner").getByRole("link", { name: aboutLink.label, exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(linked).toEqual(about);
  // The page sheet really applies after the client-side navigation (.page-header is in it).
  await expect(page.locator(".page-header")).toHaveCSS("padding-bottom", "88px");
});
