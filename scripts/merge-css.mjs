// One stylesheet per page besides the shared root sheet. Vite emits a CSS file per JS chunk,
// so a page built from shared sections linked up to ten small render-blocking files (10 KB of
// headers and up to 10 connections for 7 KB of CSS). For every leaf route of React Router's
// client manifest this concatenates the stylesheets of its route chain, root's excepted, in
// link order, into one file; the manifest (renamed by its new hash) and every page's <link>s
// are rewritten to match, so <Links /> renders the same list on hydration and on client
// navigation. The original files stay in place for lazily imported chunks.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { BuildShapeError } from "./build-shape.mjs";
import { isLinkRel, replaceRanges, scanHtml } from "./html-scan.mjs";
import { readRouterManifest, replaceRouterManifest, shortHash } from "./router-manifest.mjs";

/**
 * @typedef {import("./router-manifest.mjs").ManifestRoute} ManifestRoute
 * @typedef {import("./router-manifest.mjs").RouterManifest} RouterManifest
 */

/**
 * The stylesheets <Links /> renders for a route chain, root's excepted, deduplicated in order.
 * @param {RouterManifest} manifest @param {string} leafId
 */
export function chainStylesheets(manifest, leafId) {
  /** @type {ManifestRoute[]} */
  const chain = [];
  for (let route = manifest.routes[leafId]; route; route = manifest.routes[route.parentId ?? ""]) {
    chain.unshift(route);
  }
  const rootCss = new Set(manifest.routes.root?.css ?? []);
  const hrefs = chain.flatMap((route) => route.css ?? []).filter((href) => !rootCss.has(href));
  return { chain, hrefs: [...new Set(hrefs)] };
}

/**
 * Plans the merge: the new manifest and, per leaf route, the hrefs replaced by one file.
 * @param {RouterManifest} manifest
 * @param {(href: string) => Promise<string>} readCss
 */
export async function planMerge(manifest, readCss) {
  /** @type {RouterManifest} */
  const next = structuredClone(manifest);
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  /** @type {Map<string, { hrefs: string[]; href: string; css: string }>} */
  const merges = new Map();
  for (const id of Object.keys(manifest.routes)) {
    if (id === "root" || parents.has(id)) continue;
    const { chain, hrefs } = chainStylesheets(manifest, id);
    for (const route of chain) {
      if (route.id !== "root" && next.routes[route.id]) next.routes[route.id].css = [];
    }
    if (hrefs.length === 0) continue;
    if (hrefs.length === 1) {
      next.routes[id].css = hrefs;
      continue;
    }
    const css = (await Promise.all(hrefs.map(readCss))).join("\n");
    const name =
      id
        .split("/")
        .at(-1)
        ?.replace(/[^a-z0-9-]/gi, "-") ?? "route";
    const href = `/assets/page-${name}-${shortHash(css)}.css`;
    next.routes[id].css = [href];
    merges.set(id, { hrefs, href, css });
  }
  return { manifest: next, merges };
}

/**
 * Replaces a page's stylesheet links for `hrefs` by one link to `href`, where the first was;
 * throws when the page does not link every one of them.
 * @param {string} html @param {string[]} hrefs @param {string} href @param {string} [where]
 */
export function replaceStylesheetLinks(html, hrefs, href, where = "page") {
  const replaced = new Set(hrefs);
  const links = scanHtml(html).tags.filter(
    (tag) => isLinkRel(tag, "stylesheet") && replaced.has(tag.attributes.get("href") ?? ""),
  );
  if (links.length !== replaced.size) {
    throw new BuildShapeError(
      "mergeCss",
      where,
      `links ${links.length} of the ${replaced.size} stylesheets its route chain lists`,
    );
  }
  return replaceRanges(
    html,
    links.map(({ start, end }, index) => ({
      start,
      end,
      text: index === 0 ? `<link rel="stylesheet" href="${href}"/>` : "",
    })),
  );
}

/** The route ids a prerendered page hydrates, from React Router's bootstrap script. */
export function pageRouteIds(html) {
  const match = /window\.__reactRouterRouteModules\s*=\s*\{([^}]*)\}/.exec(html);
  return match ? [...(match[1] ?? "").matchAll(/"([^"]+)":/g)].map((m) => m[1] ?? "") : [];
}

/**
 * The whole step over a client build directory; a second run changes nothing.
 * @param {string} clientDir
 * @param {string[]} htmlFiles paths relative to clientDir
 */
export async function mergeRouteStylesheets(clientDir, htmlFiles) {
  const previous = await readRouterManifest(clientDir, "mergeCss");
  const { manifest } = previous;
  const plan = await planMerge(manifest, (href) => readFile(join(clientDir, href), "utf8"));
  if (JSON.stringify(plan.manifest.routes) === JSON.stringify(manifest.routes)) {
    return { merged: 0 };
  }
  for (const { href, css } of plan.merges.values()) await writeFile(join(clientDir, href), css);
  await replaceRouterManifest(
    clientDir,
    htmlFiles,
    "mergeCss",
    previous,
    plan.manifest.routes,
    (html, file) => {
      const leaf = pageRouteIds(html).at(-1);
      if (!leaf || !manifest.routes[leaf]) {
        throw new BuildShapeError("mergeCss", file, "names no route of the manifest it loads");
      }
      const merge = plan.merges.get(leaf);
      return merge ? replaceStylesheetLinks(html, merge.hrefs, merge.href, file) : html;
    },
  );
  return { merged: plan.merges.size };
}
