// Files the build leaves in build/client that no visitor should get: React Router's SPA
// fallback (`__spa-fallback.html`, for hosts that rewrite unknown paths to it; this server
// answers them with the real 404 page) and the `.data` files of routes that have no page
// (`robots.txt.data`, `sitemap.xml.data`: the loader data of resource routes). A `.data` file
// beside a served page stays: client navigations to a page with a prerendered loader fetch it.
import type { ServedFile } from "./build-output.js";

const DATA = ".data";

export function isBuildLeftover(urlPath: string, files: ReadonlyMap<string, ServedFile>): boolean {
  const name = urlPath.slice(urlPath.lastIndexOf("/") + 1);
  if (name.startsWith("__")) return true; // React Router's internal files
  if (!urlPath.endsWith(DATA)) return false;
  return files.get(urlPath.slice(0, -DATA.length))?.page === undefined;
}

/** `files` without the build's leftovers. */
export function servedFiles(files: ReadonlyMap<string, ServedFile>): Map<string, ServedFile> {
  return new Map([...files].filter(([path]) => !isBuildLeftover(path, files)));
}
