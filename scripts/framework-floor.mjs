// The framework floor: the JS that the smallest React Router app built like the site (perf/floor:
// framework mode, ssr: false, prerendered, one route with one h1) loads. Budgets count a page's
// JS as this floor plus the site's own code (perf/budgets.json, decision 0008).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { gzipAssetBytes } from "./asset-bytes.mjs";
import { scanHtml } from "./html-scan.mjs";
import { modulePreloadHrefs } from "./postbuild.mjs";

export const FLOOR_DIR = "perf/floor";
export const FLOOR_CLIENT_DIR = join(FLOOR_DIR, "build/client");

/** Builds the floor app with the site's toolchain (about 3 s). */
export function buildFrameworkFloor() {
  const bin = resolve("node_modules/.bin/react-router");
  const result = spawnSync(bin, ["build"], { cwd: FLOOR_DIR, stdio: "pipe", encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`framework floor: react-router build failed\n${result.stdout}${result.stderr}`);
  }
}

/**
 * The JS files a prerendered page loads before it hydrates: its modulepreload links and the
 * modules its inline bootstrap imports (React Router's output, before postbuild).
 * @param {string} html
 * @returns {string[]} URL pathnames
 */
export function bootstrapModules(html) {
  const preloads = modulePreloadHrefs(html);
  const imports = scanHtml(html)
    .scripts.filter((script) => script.attributes.get("type") === "module")
    .flatMap((script) => [
      ...script.body.matchAll(/import\s*(?:[^"'()]*?from\s*)?\(?\s*"([^"]+)"/g),
    ])
    .map((match) => match[1] ?? "");
  const modules = [...new Set([...preloads, ...imports].filter(Boolean))];
  if (modules.length === 0) throw new Error("framework floor: the page loads no module");
  return modules;
}

/** gzip -9 bytes of the floor's JS; builds it first. */
export function frameworkFloorJsBytes() {
  buildFrameworkFloor();
  const html = readFileSync(join(FLOOR_CLIENT_DIR, "index.html"), "utf8");
  return bootstrapModules(html).reduce(
    (sum, pathname) => sum + gzipAssetBytes(pathname, FLOOR_CLIENT_DIR),
    0,
  );
}
