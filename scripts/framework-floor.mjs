// The framework floor: the JS that the smallest React Router app built like the site (perf/floor:
// framework mode, ssr: false, prerendered, one route with one h1 that calls the router API every
// page's shell calls, decision 0029) loads. Budgets count a page's
// JS as this floor, plus the growth of React Router's route manifest, plus the site's own code
// (perf/budgets.json, decisions 0008 and 0009).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

import { gzipAssetBytes } from "./asset-bytes.mjs";
import { scanHtml } from "./html-scan.mjs";
import { KEPT_REWRITES, modulePreloadHrefs, postbuild } from "./postbuild.mjs";

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

/**
 * React Router's route manifest among the JS files a page loads: `/assets/manifest-<hash>.js`,
 * which lists every route of the app (with `ssr: false` it cannot be fetched route by route).
 * Throws unless exactly one file has that shape, so a renamed manifest fails loudly.
 * @param {readonly string[]} pathnames URL pathnames of the page's JS
 */
export function routeManifestPathname(pathnames) {
  const hits = [...new Set(pathnames)].filter((p) => /^\/assets\/manifest-[\w-]+\.js$/.test(p));
  if (hits.length !== 1) {
    throw new Error(`route manifest: expected one /assets/manifest-*.js, found ${hits.length}`);
  }
  return /** @type {string} */ (hits[0]);
}

/** Number of routes a route manifest file lists. @param {string} source */
export function routeCount(source) {
  const match = source.match(/^window\.__reactRouterManifest=(\{.*\});?\s*$/s);
  if (!match?.[1]) throw new Error("route manifest: not `window.__reactRouterManifest={...}`");
  return Object.keys(JSON.parse(match[1]).routes).length;
}

/**
 * gzip -9 bytes of the floor's JS, and of its route manifest (one route plus the root); builds
 * it first.
 */
export function frameworkFloor() {
  buildFrameworkFloor();
  const html = readFileSync(join(FLOOR_CLIENT_DIR, "index.html"), "utf8");
  const modules = bootstrapModules(html);
  const bytes = (pathname) => gzipAssetBytes(pathname, FLOOR_CLIENT_DIR);
  return {
    jsBytes: modules.reduce((sum, pathname) => sum + bytes(pathname), 0),
    manifestBytes: bytes(routeManifestPathname(modules)),
  };
}

/**
 * A page's own JS: what it loads minus the floor, and minus what the route manifest weighs over
 * the floor's. The manifest grows with the route count, whichever page loads it; it has a
 * budget per route of its own (perf/budgets.json).
 * @param {readonly string[]} pathnames URL pathnames of the JS the page loaded
 * @param {{ jsBytes: number, manifestBytes: number }} floor
 * @param {string} [clientDir]
 */
export function ownJs(pathnames, floor, clientDir) {
  const unique = [...new Set(pathnames)];
  const total = unique.reduce((sum, pathname) => sum + gzipAssetBytes(pathname, clientDir), 0);
  const manifest = gzipAssetBytes(routeManifestPathname(unique), clientDir);
  return { total, manifest, own: total - floor.jsBytes - (manifest - floor.manifestBytes) };
}

/**
 * The floor as the site ships: a copy of its client build put through the same postbuild
 * rewrites (modulepreloads stripped, the bootstrap started after the first paint). Its TBT is
 * the framework's under our bootstrap, comparable with a page's; the raw floor hydrates before
 * its first paint, where TBT does not count. Call after frameworkFloor().
 * @returns {Promise<string>} the copy's client directory
 */
export async function shippedFloor() {
  const dir = mkdtempSync(join(tmpdir(), "cradlesec-floor-"));
  const clientDir = join(dir, "client");
  cpSync(FLOOR_CLIENT_DIR, clientDir, { recursive: true });
  await postbuild({
    clientDir,
    manifestPath: join(dir, "csp-manifest.json"),
    rewrites: new Set(KEPT_REWRITES),
  });
  return clientDir;
}

/**
 * @typedef {object} FloorSecurity The production server's security headers (server/security-headers.ts).
 * @property {string} cspManifestPath the floor copy's page → inline-script hashes (postbuild)
 * @property {(hashes?: readonly string[]) => string} contentSecurityPolicy
 * @property {(reply: import("fastify").FastifyReply, csp?: string) => void} setSecurityHeaders
 */

/**
 * Serves a floor copy on 127.0.0.1, its precompressed files as the site's server sends them.
 * With `security`, every response also carries the headers every page of the site is served
 * with, the page its own script hashes. Among them, `Cross-Origin-Opener-Policy` makes
 * Chromium commit a navigation from about:blank, as Lighthouse's is, in a fresh renderer
 * process, which the floor without headers does not pay (perf/2026-11-25-machine.md).
 * @param {string} clientDir
 * @param {FloorSecurity} [security]
 * @returns {Promise<{ server: import("fastify").FastifyInstance, url: string }>} the page's URL
 */
export async function serveFloor(clientDir, security) {
  const server = Fastify({ logger: false });
  if (security) {
    /** @type {Record<string, string[]>} */
    const hashes = JSON.parse(readFileSync(security.cspManifestPath, "utf8"));
    server.addHook("onSend", async (request, reply, payload) => {
      const path = request.url.split("?")[0] ?? "";
      security.setSecurityHeaders(reply, security.contentSecurityPolicy(hashes[path] ?? []));
      return payload;
    });
  }
  await server.register(fastifyStatic, { root: resolve(clientDir), preCompressed: true });
  const address = await server.listen({ port: 0, host: "127.0.0.1" });
  return { server, url: `${address}/` };
}
