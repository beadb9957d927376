// React Router's client route manifest (`/assets/manifest-<hash>.js`, which every page imports
// first) as the postbuild rewrites read and replace it; and trimManifest, the rewrite that drops
// each route's `imports` list from it.
import { createHash } from "node:crypto";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { BuildShapeError } from "./build-shape.mjs";

export const MANIFEST_PREFIX = "window.__reactRouterManifest=";

/** @param {string} text */
export const shortHash = (text) => createHash("sha256").update(text).digest("hex").slice(0, 8);

/**
 * @typedef {{ id: string; parentId?: string; module?: string; imports?: string[]; css?: string[] }} ManifestRoute
 * @typedef {{ routes: Record<string, ManifestRoute>; url: string; version: string }} RouterManifest
 */

/**
 * The build's one router manifest, parsed; a BuildShapeError naming `rewrite` on anything else.
 * @param {string} clientDir @param {string} rewrite
 * @returns {Promise<{ file: string; manifest: RouterManifest }>}
 */
export async function readRouterManifest(clientDir, rewrite) {
  const fail = (where, what) => {
    throw new BuildShapeError(rewrite, where, what);
  };
  const assets = await readdir(join(clientDir, "assets"));
  const manifestFiles = assets.filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (manifestFiles.length !== 1) {
    fail("assets/", `expected one router manifest, found ${manifestFiles.length}`);
  }
  const file = manifestFiles[0] ?? "";
  const source = await readFile(join(clientDir, "assets", file), "utf8");
  if (!source.startsWith(MANIFEST_PREFIX)) fail(file, `does not start ${MANIFEST_PREFIX}`);
  /** @type {RouterManifest} */
  let manifest;
  try {
    manifest = JSON.parse(source.slice(MANIFEST_PREFIX.length).replace(/;\s*$/, ""));
  } catch (error) {
    fail(file, `is not one JSON object (${error instanceof Error ? error.message : error})`);
  }
  if (manifest.url !== `/assets/${file}` || typeof manifest.routes?.root !== "object") {
    fail(file, "has no root route, or a url other than its own");
  }
  return { file, manifest };
}

/**
 * Writes `routes` as the manifest under a new name (its hash, which is also its version),
 * removes the old file and its precompressed copies, and points every page at the new one;
 * `editPage` may change a page further. Every page must load the old manifest.
 * @param {string} clientDir @param {string[]} htmlFiles @param {string} rewrite
 * @param {{ file: string; manifest: RouterManifest }} previous
 * @param {Record<string, ManifestRoute>} routes
 * @param {(html: string, file: string) => string} [editPage]
 */
export async function replaceRouterManifest(
  clientDir,
  htmlFiles,
  rewrite,
  previous,
  routes,
  editPage = (html) => html,
) {
  const version = shortHash(JSON.stringify(routes));
  const url = `/assets/manifest-${version}.js`;
  const text = `${MANIFEST_PREFIX}${JSON.stringify({ ...previous.manifest, routes, url, version })};`;
  await writeFile(join(clientDir, url), text);
  if (`/assets/${previous.file}` !== url) {
    for (const extension of ["", ".br", ".gz"]) {
      await rm(join(clientDir, "assets", `${previous.file}${extension}`), { force: true });
    }
  }
  for (const file of htmlFiles) {
    const path = join(clientDir, file);
    const original = await readFile(path, "utf8");
    if (!original.includes(previous.manifest.url)) {
      throw new BuildShapeError(rewrite, file, `does not load ${previous.manifest.url}`);
    }
    const html = editPage(original.replaceAll(previous.manifest.url, url), file);
    if (html !== original) await writeFile(path, html);
  }
}

/**
 * The routes without their `imports` lists (the chunks each route module imports). In the
 * browser, React Router (7 and 8) reads them only to render modulepreload links: in `<Scripts>` before
 * hydration (the prerendered pages carry those already, and the deferred bootstrap adds them)
 * and in `<PrefetchPageLinks>` / `<Link prefetch>`, which the site does not use (a test holds
 * that). Client navigation imports the route module, whose own imports load its chunks. So
 * every page downloaded and parsed some 80 KB of lists it never read.
 * Throws a BuildShapeError when a list is not one of `/assets/` paths.
 * @param {Record<string, ManifestRoute>} routes @param {string} [where]
 */
export function withoutRouteImports(routes, where = "manifest") {
  /** @type {Record<string, ManifestRoute>} */
  const next = {};
  let removed = 0;
  for (const [id, route] of Object.entries(routes)) {
    if (typeof route.module !== "string") {
      throw new BuildShapeError("trimManifest", where, `route ${id} has no module`);
    }
    if (!("imports" in route)) {
      next[id] = route;
      continue;
    }
    const { imports, ...rest } = route;
    if (!Array.isArray(imports) || !imports.every((href) => /^\/assets\/\S+\.js$/.test(href))) {
      throw new BuildShapeError(
        "trimManifest",
        where,
        `route ${id} has imports that are not a list of /assets/ scripts`,
      );
    }
    removed += imports.length;
    next[id] = rest;
  }
  return { routes: next, removed };
}

/**
 * The trimManifest rewrite over a client build directory; a second run changes nothing.
 * @param {string} clientDir @param {string[]} htmlFiles paths relative to clientDir
 */
export async function trimManifestImports(clientDir, htmlFiles) {
  const previous = await readRouterManifest(clientDir, "trimManifest");
  const { routes, removed } = withoutRouteImports(previous.manifest.routes, previous.file);
  if (removed === 0) return { removed };
  await replaceRouterManifest(clientDir, htmlFiles, "trimManifest", previous, routes);
  return { removed };
}
