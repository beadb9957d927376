// After `react-router build`: one stylesheet per page (merge-css.mjs), the route manifest without
// its `imports` lists (router-manifest.mjs), strip modulepreload links and start the page's
// modules after the first paint (deferModuleBootstrap), hash every inline script into
// build/csp-manifest.json (the server sends each page its own CSP), refuse inline styles,
// and precompress text files (.br and .gz) for @fastify/static's `preCompressed`.
import { createHash } from "node:crypto";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

import {
  isEditorFile,
  isFolderListing,
  listBuildFiles,
  listHtmlFiles,
  urlPathForHtmlFile,
} from "./build-files.mjs";
import { CLIENT_DIR, CSP_MANIFEST } from "./build-paths.mjs";
import { BuildShapeError } from "./build-shape.mjs";
import { isLinkRel, replaceRanges, scanHtml } from "./html-scan.mjs";
import { mergeRouteStylesheets } from "./merge-css.mjs";
import { trimManifestImports } from "./router-manifest.mjs";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth precompressing; fonts and images are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".map",
  ".xml",
  ".txt",
  ".webmanifest",
  ".ico",
]);

/** Files this small gain nothing from compression (one packet either way). */
export const MIN_COMPRESS_BYTES = 1024;

/** The rewrites of React Router's output that postbuild makes; `npm run perf` measures each. */
export const REWRITES = ["mergeCss", "trimManifest", "stripPreloads", "deferBootstrap"];

/** The rewrites the build makes (decision 0008). */
export const KEPT_REWRITES = REWRITES;

/** @param {import("./html-scan.mjs").HtmlTag} tag */
const isModulePreload = (tag) => isLinkRel(tag, "modulepreload");

/**
 * Removes every `<link rel="modulepreload">`: under Lighthouse's mobile throttling they
 * compete with the CSS and the font (FCP 2.2 s with them, 1.0 s without; decision 0008). The
 * deferred bootstrap adds them back after the first paint. A page that has none (React Router
 * stopped emitting them) fails the build: the rewrite would then be measuring nothing.
 * @param {string} html @param {string} [where] the page
 */
export function removeModulePreloads(html, where = "page") {
  const preloads = scanHtml(html).tags.filter(isModulePreload);
  if (preloads.length === 0 && !inlineModules(html)[0]?.body.startsWith(DEFERRED_MARK)) {
    throw new BuildShapeError("stripPreloads", where, "no modulepreload link to remove");
  }
  return replaceRanges(
    html,
    preloads.map(({ start, end }) => ({ start, end, text: "" })),
  );
}

/**
 * The href of every `<link rel="modulepreload">`, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function modulePreloadHrefs(html) {
  return scanHtml(html)
    .tags.filter(isModulePreload)
    .map((tag) => tag.attributes.get("href") ?? "")
    .filter(Boolean);
}

/**
 * When the deferred bootstrap runs: once the browser has recorded the first contentful paint
 * (Paint Timing), one frame and a task later; where Paint Timing is missing, two frames in.
 * A page opened in a background tab paints, and so hydrates, when it is first shown. And two
 * frames after the load event at the latest: Firefox opened at a fragment (/compliance#…)
 * paints the page there but records no first contentful paint, and the page never hydrated.
 */
export const AFTER_FIRST_PAINT = [
  `let started=false;`,
  `const start=()=>{if(started)return;started=true;requestAnimationFrame(()=>setTimeout(boot))};`,
  `addEventListener("load",()=>requestAnimationFrame(()=>requestAnimationFrame(start)));`,
  `const fcp="first-contentful-paint";`,
  `if(performance.getEntriesByName(fcp).length)start();`,
  `else if(PerformanceObserver.supportedEntryTypes?.includes("paint"))` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName(fcp).length){` +
    `observer.disconnect();start()}}).observe({type:"paint",buffered:true});`,
  `else requestAnimationFrame(start);`,
].join("\n");

/** How many modulepreload links the deferred bootstrap adds per task. */
export const PRELOADS_PER_TASK = 6;

// React Router's inline bootstrap, exactly: static imports (the manifest, then each route
// module as `routeN`, or in parts as `routeN_part` when the route's exports are split, each
// split route then put together as `const routeN = {...}`), the route-module table, then a
// dynamic import of the client entry.
const BOOTSTRAP_IMPORT = /^import (?:\* as (route\d+(?:_\w+)?) from )?("[^"\\\n]+");$/;
const BOOTSTRAP_PARTS = /^const route\d+ = \{\.\.\.route\d+_\w+(?:,\.\.\.route\d+_\w+)*\};$/;
const BOOTSTRAP_MODULES = /^window\.__reactRouterRouteModules = \{("[^"\\\n]+":route\d+,?)*\};$/;
const BOOTSTRAP_ENTRY = /^import\(("[^"\\\n]+")\);$/;

/** The start of a bootstrap this step already rewrote (a second run leaves it as it is). */
const DEFERRED_MARK = "const nextTask=";

/**
 * Reads React Router's inline bootstrap into its parts; throws a BuildShapeError on anything
 * else, so a changed framework output fails the build instead of shipping a half-rewritten
 * script (a static import left inside an async function is a syntax error).
 * @param {string} body @param {string} where
 * @returns {{ imports: { name: string | undefined; specifier: string }[]; modules: string; entry: string }}
 *   `modules`: the lines that build the route-module table, run as they are after the imports
 */
export function parseBootstrap(body, where) {
  const lines = body
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const fail = (what) => {
    throw new BuildShapeError("deferBootstrap", where, what);
  };
  const imports = [];
  while (lines.length > 2 && BOOTSTRAP_IMPORT.test(lines[0] ?? "")) {
    const [, name, specifier] = BOOTSTRAP_IMPORT.exec(lines.shift() ?? "") ?? [];
    imports.push({ name, specifier: specifier ?? "" });
  }
  if (imports.length === 0) fail("the bootstrap starts with no static import");
  const parts = [];
  while (BOOTSTRAP_PARTS.test(lines[0] ?? "")) parts.push(lines.shift() ?? "");
  if (lines.length !== 2) fail(`unexpected bootstrap lines: ${JSON.stringify(lines)}`);
  const [table = "", entry = ""] = lines;
  if (!BOOTSTRAP_MODULES.test(table)) fail(`no route-module table: ${table.slice(0, 80)}`);
  if (!BOOTSTRAP_ENTRY.test(entry)) fail(`no client-entry import: ${entry.slice(0, 80)}`);
  return { imports, modules: [...parts, table].join("\n"), entry };
}

/**
 * React Router's inline bootstrap imports the route modules statically, so their downloads
 * start while the page is still rendering and compete with the CSS and the font (Lighthouse's
 * mobile model counts every script fetched before the paint). This rewrites it so that, once
 * the first paint is done, it adds the page's modulepreload links back, a few per task (the
 * whole graph then downloads in parallel), and imports the same modules in the same order, one
 * task each, then runs the route-module table and the entry import unchanged.
 * @param {string} body the module script's text
 * @param {string[]} preloads hrefs to preload once the bootstrap starts
 * @param {string} [where] the page, for error messages
 */
export function deferModuleBootstrap(body, preloads, where = "bootstrap") {
  if (body.startsWith(DEFERRED_MARK)) return body;
  const { imports, modules, entry } = parseBootstrap(body, where);
  // Each import after the first, and the rest of the script, waits for a task of its own, so
  // evaluating the modules never adds up to one long task (Total Blocking Time).
  const steps = imports.map(({ name, specifier }, index) => {
    const step = name ? `const ${name}=await import(${specifier});` : `await import(${specifier});`;
    return index === 0 ? step : `await nextTask();${step}`;
  });
  // A few links per task: adding one starts its fetch, ~0.5 ms of main thread each (2 ms on a
  // throttled phone), so two dozen in one go made the longest task of the page load.
  const preload = preloads.length
    ? `const preloads=${JSON.stringify(preloads)};` +
      `for(let i=0;i<preloads.length;i++){if(i>0&&i%${PRELOADS_PER_TASK}===0)await nextTask();` +
      `const link=document.createElement("link");` +
      `link.rel="modulepreload";link.href=preloads[i];document.head.append(link)}`
    : "";
  return (
    `${DEFERRED_MARK}()=>new Promise((resolve)=>setTimeout(resolve));\n` +
    `const boot=async()=>{${preload}\n${steps.join("\n")}\nawait nextTask();\n${modules}\n${entry}\n};\n` +
    AFTER_FIRST_PAINT
  );
}

/** The page's inline module scripts: React Router's bootstrap, and only it. */
const inlineModules = (html) =>
  scanHtml(html).scripts.filter(
    (script) => !script.attributes.has("src") && (script.attributes.get("type") ?? "") === "module",
  );

/**
 * Applies deferModuleBootstrap to the page's bootstrap (exactly one inline module script).
 * @param {string} html @param {string[]} preloads @param {string} [where] the page
 */
export function deferModuleScripts(html, preloads, where = "page") {
  const modules = inlineModules(html);
  if (modules.length !== 1) {
    throw new BuildShapeError(
      "deferBootstrap",
      where,
      `expected one inline module script (React Router's bootstrap), found ${modules.length}`,
    );
  }
  return replaceRanges(
    html,
    modules.map((script) => ({
      start: script.end,
      end: script.end + script.body.length,
      text: deferModuleBootstrap(script.body, preloads, where),
    })),
  );
}

/**
 * The CSP source for one inline script. Browsers hash the UTF-8 of the element's text,
 * after the HTML parser has turned CRLF and lone CR into LF.
 * @param {string} body
 */
export function cspHash(body) {
  const text = body.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * CSP hashes of every inline script (no `src`, any `type`), in document order, deduplicated.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = scanHtml(html)
    .scripts.filter((script) => !script.attributes.has("src"))
    .map((script) => cspHash(script.body));
  return [...new Set(hashes)];
}

/**
 * What our CSP (`style-src 'self'`) would block: `style` attributes and <style> elements.
 * @param {string} html
 * @returns {string[]} one description per offending tag
 */
export function inlineStyleViolations(html) {
  return scanHtml(html)
    .tags.filter((tag) => tag.name === "style" || tag.attributes.has("style"))
    .map((tag) => {
      const line = html.slice(0, tag.start).split("\n").length;
      const snippet = html.slice(tag.start, Math.min(tag.end, tag.start + 80));
      return `line ${line}: ${snippet}`;
    });
}

/**
 * Rewrites every .html file below `clientDir` without modulepreload links and returns the
 * CSP manifest (URL path → hashes). Throws, naming every file, if any page has inline styles;
 * nothing is written in that case.
 * @param {string} clientDir
 * @param {string[]} [files] the HTML files below it (relative paths); listed when omitted
 * @returns {Promise<Record<string, string[]>>}
 */
export async function processHtmlFiles(clientDir, files, rewrites = new Set(REWRITES)) {
  files ??= listHtmlFiles(clientDir);
  const pages = await Promise.all(
    files.map(async (file) => {
      const original = await readFile(join(clientDir, file), "utf8");
      let html = original;
      // A folder's listing has no React Router markup to rewrite, only its CSP entry.
      const page = !isFolderListing(file);
      if (page && rewrites.has("stripPreloads")) html = removeModulePreloads(html, file);
      if (page && rewrites.has("deferBootstrap")) {
        html = deferModuleScripts(html, modulePreloadHrefs(original), file);
      }
      return { file, original, html, violations: inlineStyleViolations(html) };
    }),
  );
  const offending = pages.filter((page) => page.violations.length > 0);
  if (offending.length > 0) {
    const details = offending.map(
      (page) => `  ${page.file}\n    ${page.violations.join("\n    ")}`,
    );
    throw new Error(
      `postbuild: inline styles would be blocked by the CSP (style-src 'self'); move them to ` +
        `a stylesheet or a class:\n${details.join("\n")}`,
    );
  }
  /** @type {Record<string, string[]>} */
  const manifest = {};
  for (const page of pages) {
    if (page.html !== page.original) await writeFile(join(clientDir, page.file), page.html);
    manifest[urlPathForHtmlFile(page.file)] = inlineScriptHashes(page.html);
  }
  return Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
}

/** @param {string} file */
function isCompressible(file) {
  const dot = file.lastIndexOf(".");
  return dot !== -1 && COMPRESSIBLE_EXTENSIONS.has(file.slice(dot).toLowerCase());
}

/**
 * Runs `task` over `items`, at most `limit` at a time.
 * @template T, R
 * @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} task
 * @returns {Promise<R[]>}
 */
async function mapLimit(items, limit, task) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(/** @type {T} */ (items[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The editor's files (/admin/, 18 MB, mostly grammars it loads on demand) take brotli 6: 10 %
 * larger than brotli 11 and 36 s less CPU in each build. Visitors' files keep brotli 11.
 */
const EDITOR_BROTLI_QUALITY = 6;

/**
 * Writes `file.br` (brotli 11; the editor's, brotli 6) and `file.gz` (gzip 9) beside every
 * compressible file of at least `minBytes`, keeping each only when it is smaller than the
 * original (a stale sibling from an earlier run is removed then).
 * @param {string} clientDir
 * @param {{ minBytes?: number }} [options]
 * @returns {Promise<{ file: string; bytes: number; br?: number; gz?: number }[]>}
 */
export async function precompress(clientDir, { minBytes = MIN_COMPRESS_BYTES } = {}) {
  const files = listBuildFiles(clientDir).filter(isCompressible);
  const results = await mapLimit(files, availableParallelism(), async (file) => {
    const path = join(clientDir, file);
    const { size } = await stat(path);
    if (size < minBytes) return undefined;
    const source = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: file.startsWith("admin/")
            ? EDITOR_BROTLI_QUALITY
            : zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
      gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
    ]);
    /** @type {{ file: string; bytes: number; br?: number; gz?: number }} */
    const result = { file, bytes: size };
    for (const [extension, data] of /** @type {const} */ ([
      ["br", br],
      ["gz", gz],
    ])) {
      if (data.length < size) {
        await writeFile(`${path}.${extension}`, data);
        result[extension] = data.length;
      } else {
        await rm(`${path}.${extension}`, { force: true });
      }
    }
    return result;
  });
  return results.filter((result) => result !== undefined);
}

/**
 * The whole step: one stylesheet per page (merge-css.mjs), the route manifest trimmed
 * (router-manifest.mjs), HTML rewrite + CSP manifest, then precompression.
 * @param {{ clientDir: string; manifestPath: string }} options
 */
export async function postbuild({ clientDir, manifestPath, rewrites = new Set(REWRITES) }) {
  const htmlFiles = listHtmlFiles(clientDir).filter((file) => !isEditorFile(file));
  const pages = htmlFiles.filter((file) => !isFolderListing(file));
  if (rewrites.has("mergeCss")) await mergeRouteStylesheets(clientDir, pages);
  if (rewrites.has("trimManifest")) await trimManifestImports(clientDir, pages);
  const manifest = await processHtmlFiles(clientDir, htmlFiles, rewrites);
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const compressed = await precompress(clientDir);
  return { manifest, compressed };
}

export async function main() {
  const started = performance.now();
  const clientDir = resolve(CLIENT_DIR);
  const { manifest, compressed } = await postbuild({
    clientDir,
    manifestPath: resolve(CSP_MANIFEST),
  });
  const before = compressed.reduce((sum, entry) => sum + entry.bytes, 0);
  const after = compressed.reduce((sum, entry) => sum + (entry.br ?? entry.bytes), 0);
  console.log(
    `postbuild: ${Object.keys(manifest).length} pages hashed into ${CSP_MANIFEST}; ` +
      `${compressed.length} files precompressed (${(before / 1024).toFixed(0)} KiB → ` +
      `${(after / 1024).toFixed(0)} KiB brotli) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
