// `npm run perf`: cold build, then Lighthouse (mobile, simulated throttling, Debian Chromium) on
// every company page and on a no-JS copy of each (the physical limit), on five template pages
// (noindex, once they exist); each page's JS as the framework floor (perf/floor) plus our own
// code; what each postbuild rewrite buys (the raw build with and without it, interleaved);
// the time from `load` to hydrated at 4x CPU; first paint → effect of an input made at `load`,
// per interactive kind (scripts/first-input.mjs); server throughput against a bare static server,
// all in one run. Writes perf/report.md and perf/report.json and fails when a budget in
// perf/budgets.json breaks.
//   npm run perf -- [--skip-build] [--runs 3] [--pages /home,/about] [--no-rewrites]
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import fastifyStatic from "@fastify/static";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import Fastify from "fastify";
import lighthouse from "lighthouse";

import { gzipAssetBytes } from "./asset-bytes.mjs";
import { CLIENT_DIR, CSP_MANIFEST, SEARCH_INDEX } from "./build-paths.mjs";
import { firstInputFailures, firstInputTable, firstInputTimings } from "./first-input.mjs";
import {
  FLOOR_CLIENT_DIR,
  frameworkFloor,
  ownJs,
  serveFloor,
  shippedFloor,
} from "./framework-floor.mjs";
import { cpuCounters, machineLine, pageTouchMicros, stealShare } from "./machine-load.mjs";
import { loadToHydrated, median, rewriteVariants, serveVariants } from "./perf-rewrites.mjs";
import { searchTimings } from "./search-timing.mjs";

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : argv[index + 1];
};
const RUNS = Number(option("runs", process.env.PERF_RUNS ?? 3));
/** Fresh loads per variant for the load → hydrated median. */
const HYDRATION_LOADS = 9;
const budgets = JSON.parse(readFileSync("perf/budgets.json", "utf8"));
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Utility pages: noindex, yet neither company nor template pages. */
const UTILITY_PAGES = new Set([
  "/",
  "/404",
  "/thank-you",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
]);

/** The HTML pages of the build, split into indexable company pages and noindex template pages. */
function buildPages(manifest) {
  const pages = { company: [], template: [] };
  for (const path of Object.keys(manifest).sort()) {
    if (path.startsWith("/__")) continue;
    let html;
    try {
      html = readFileSync(join(CLIENT_DIR, path, "index.html"), "utf8");
    } catch {
      continue;
    }
    const noindex = /<meta name="robots" content="noindex/.test(html);
    if (!noindex) pages.company.push(path);
    else if (!UTILITY_PAGES.has(path)) pages.template.push(path);
  }
  return pages;
}

/** The template pages audited: the heaviest landing pages (issue 13), those that exist. */
const AUDITED_TEMPLATES = [
  "/landing/conference",
  "/landing/saas/v1",
  "/landing/shop/v1",
  "/landing/product",
  "/landing/yoga",
];

/** Pages the rewrite comparison and load → hydrated measure (the lightest and heaviest). */
const REWRITE_PAGES = ["/home", "/labs", "/firecradle"];
/** The raw client build (before postbuild) that the rewrite comparison starts from. */
const RAW_DIR = "build/raw-client";

function coldBuild() {
  rmSync("build", { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync(process.execPath, ["scripts/build.mjs", "--keep-raw", RAW_DIR], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("perf: the build failed");
  return (performance.now() - started) / 1000;
}

/** A copy of the build with a script-free twin of each page under /__nojs/. */
function prepareSite(pages) {
  const dir = mkdtempSync(join(tmpdir(), "cradlesec-perf-"));
  cpSync(CLIENT_DIR, join(dir, "client"), { recursive: true });
  const manifest = JSON.parse(readFileSync(CSP_MANIFEST, "utf8"));
  for (const path of pages) {
    const html = readFileSync(join(CLIENT_DIR, path, "index.html"), "utf8");
    const target = join(dir, "client", "__nojs", path);
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, "index.html"), html.replace(/<script\b[\s\S]*?<\/script>/g, ""));
    manifest[`/__nojs${path}`] = [];
  }
  writeFileSync(join(dir, "csp-manifest.json"), JSON.stringify(manifest));
  return dir;
}

async function startSite(dir) {
  const { buildServer } = await import(pathToFileURL(resolve("build/srv/server/app.js")).href);
  const app = await buildServer({
    clientDir: join(dir, "client"),
    cspManifestPath: join(dir, "csp-manifest.json"),
    shadowCradleHosts: [],
    dataDir: join(dir, "data"),
    searchIndexPath: SEARCH_INDEX,
    rateLimitMax: 1000,
    searchRateLimitMax: 1_000_000, // the timing asks from one address
    // It times the search's work: every answer worked out (its queries repeat: a cache would
    // answer most), and never refused for the server's time (it asks one after another).
    searchCacheMax: 0,
    searchTimeShare: 1,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, origin: address };
}

/** The framework floor's JS and route manifest bytes, measured once per run (main). */
let floor = { jsBytes: 0, manifestBytes: 0 };

/**
 * gzip -9 bytes of the JS and CSS a Lighthouse run saw the page load; of the JS, the route
 * manifest's and our own code's (framework-floor.mjs).
 */
function assetBytes(lhr, clientDir) {
  const paths = { js: [], css: [] };
  for (const item of lhr.audits["network-requests"].details.items) {
    const { pathname } = new URL(item.url);
    const kind = pathname.endsWith(".js") ? "js" : pathname.endsWith(".css") ? "css" : null;
    if (kind) paths[kind].push(pathname);
  }
  // A no-JS copy of a page (the LCP baseline) loads no script, so no manifest either.
  const js =
    paths.js.length > 0 ? ownJs(paths.js, floor, clientDir) : { total: 0, manifest: 0, own: 0 };
  const css = [...new Set(paths.css)].reduce((sum, p) => sum + gzipAssetBytes(p, clientDir), 0);
  return { js: js.total, manifest: js.manifest, ownJs: js.own, css };
}

/** Lighthouse's CPU benchmark of every run, for the report's machine line. */
const benchmarkIndexes = [];

/** One Lighthouse run; retried on a runtime error (a trace hiccup such as NO_NAVSTART). */
async function auditOnce(url, port, clientDir) {
  for (;;) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (lhr.runtimeError) continue;
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    const requests = lhr.audits["network-requests"].details.items.length;
    return {
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories["best-practices"].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcp: lhr.audits["first-contentful-paint"].numericValue,
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      requests,
      ...assetBytes(lhr, clientDir),
    };
  }
}

/** Each metric's median over the runs. */
const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));

async function audit(url, port, clientDir) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditOnce(url, port, clientDir));
  return medians(runs);
}

async function throughput(url) {
  const result = await autocannon({ url, connections: 20, duration: 5 });
  return result.requests.average;
}

/**
 * The baseline: the same framework and static plugin with nothing of ours (no security headers,
 * CSP lookup, redirects or path checks), serving the same file. The ratio is what our features cost.
 */
async function bareStatic(clientDir, path) {
  const server = Fastify({ logger: false });
  await server.register(fastifyStatic, { root: clientDir });
  const address = await server.listen({ port: 0, host: "127.0.0.1" });
  return { server, url: `${address}${path}` };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Lighthouse on each served variant of the rewrite comparison, runs interleaved.
 * @returns {Promise<Map<string, object>>} "page variant" → medians
 */
async function compareRewrites(served, port) {
  /** @type {Map<string, object[]>} */
  const samples = new Map();
  for (let run = 0; run < RUNS; run += 1) {
    for (const path of REWRITE_PAGES) {
      for (const variant of served) {
        const key = `${path} ${variant.name}`;
        const result = await auditOnce(`${variant.origin}${path}`, port, variant.clientDir);
        samples.set(key, [...(samples.get(key) ?? []), result]);
      }
    }
  }
  return new Map([...samples].map(([key, runs]) => [key, medians(runs)]));
}

async function main() {
  const buildSeconds = argv.includes("--skip-build") ? null : coldBuild();
  floor = frameworkFloor();
  const floorJs = floor.jsBytes;
  const manifest = JSON.parse(readFileSync(CSP_MANIFEST, "utf8"));
  const only = option("pages", "");
  const found = buildPages(manifest);
  // --pages picks from both kinds; each page keeps its own kind's budgets.
  const picked = only ? only.split(",") : null;
  const pages = picked ? picked.filter((path) => !found.template.includes(path)) : found.company;
  const templates = picked
    ? picked.filter((path) => found.template.includes(path))
    : AUDITED_TEMPLATES.filter((path) => found.template.includes(path));
  const withRewrites = !only && !argv.includes("--no-rewrites");
  const dir = prepareSite(pages);
  const { app, origin } = await startSite(dir);
  const floorSite = await bareStatic(resolve(FLOOR_CLIENT_DIR), "/");
  // The floor with our postbuild rewrites, audited once before every page: the framework's own
  // TBT under the deferred bootstrap, sampled across the run as the machine's speed drifts.
  // Served twice: bare, and with the headers every page is served with. Lighthouse navigates
  // from about:blank, so the COOP header puts the page in a renderer process of its own, whose
  // start counts in TBT (perf/2026-11-25-machine.md); the second is the like-for-like floor.
  const shippedFloorDir = await shippedFloor();
  const { contentSecurityPolicy, setSecurityHeaders } = await import(
    pathToFileURL(resolve("build/srv/server/security-headers.js")).href
  );
  const floorSites = [
    await serveFloor(shippedFloorDir),
    await serveFloor(shippedFloorDir, {
      cspManifestPath: join(shippedFloorDir, "..", "csp-manifest.json"),
      contentSecurityPolicy,
      setSecurityHeaders,
    }),
  ];
  /** TBT of each shipped-floor run, by serving. */
  const shippedFloorTbt = { bare: [], secured: [] };
  let floorSamples = 0;
  // One floor run before each page, the two servings in turn, the like-for-like one first.
  const sampleShippedFloor = async () => {
    const secured = floorSamples % 2 === 0;
    floorSamples += 1;
    const site = floorSites[secured ? 1 : 0];
    const run = await auditOnce(site.url, chrome.port, shippedFloorDir);
    shippedFloorTbt[secured ? "secured" : "bare"].push(run.tbt);
  };
  const variants = withRewrites ? await serveVariants(RAW_DIR, rewriteVariants()) : null;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  const templateRows = [];
  let floorRow;
  let rewriteRows = new Map();
  const countersBefore = cpuCounters();
  const pageTouch = pageTouchMicros();
  let steal = null;
  try {
    floorRow = await audit(floorSite.url, chrome.port, FLOOR_CLIENT_DIR);
    console.log(`perf: framework floor ${JSON.stringify(floorRow)}`);
    for (const path of pages) {
      await sampleShippedFloor();
      const page = await audit(`${origin}${path}`, chrome.port, join(dir, "client"));
      const noJs = await audit(`${origin}/__nojs${path}`, chrome.port, join(dir, "client"));
      rows.push({ path, ...page, lcpNoJs: noJs.lcp, lcpRatio: page.lcp / noJs.lcp });
      console.log(`perf: ${path} ${JSON.stringify(rows.at(-1))}`);
    }
    for (const path of templates) {
      await sampleShippedFloor();
      templateRows.push({
        path,
        ...(await audit(`${origin}${path}`, chrome.port, join(dir, "client"))),
      });
      console.log(`perf: ${path} ${JSON.stringify(templateRows.at(-1))}`);
    }
    if (variants) {
      rewriteRows = await compareRewrites(variants.served, chrome.port);
      for (const [key, row] of rewriteRows) console.log(`perf: ${key} ${JSON.stringify(row)}`);
    }
  } finally {
    steal = stealShare(countersBefore, cpuCounters());
    await chrome.kill();
  }
  // Playwright's own Chromium session, after Lighthouse's, so the two never share the CPU.
  const hydrationOrigins = variants ? variants.served.map((variant) => variant.origin) : [origin];
  const loadToHydratedMs = await loadToHydrated(hydrationOrigins, "/home", HYDRATION_LOADS);
  // Each interactive kind acted on at `load`: first paint → the input's effect, and how many of
  // ten loads lost or doubled it (issue 30; CI's early-input spec makes two).
  const firstInput = await firstInputTimings([origin]);
  await variants?.close();
  await floorSite.server.close();
  for (const site of floorSites) await site.server.close();
  rmSync(resolve(shippedFloorDir, ".."), { recursive: true, force: true });
  const bare = await bareStatic(join(dir, "client"), "/home/index.html");
  const search = await searchTimings(origin, SEARCH_INDEX);
  const ours = await throughput(`${origin}/home`);
  const baseline = await throughput(bare.url);
  await bare.server.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });

  const failures = [];
  const b = budgets.companyPages;
  /** Lighthouse scores against a budget; returns the row's `check` for further budgets. */
  const checkScores = (row, budget, label = row.path) => {
    const check = (ok, what) => ok || failures.push(`${label}: ${what}`);
    check(
      row.performance >= budget.performance,
      `performance ${row.performance} < ${budget.performance}`,
    );
    check(row.accessibility >= budget.accessibility, `accessibility ${row.accessibility}`);
    check(row.bestPractices >= budget.bestPractices, `best practices ${row.bestPractices}`);
    if (budget.seo !== undefined) check(row.seo >= budget.seo, `SEO ${row.seo}`);
    check(row.tbt <= budget.tbtMs, `TBT ${Math.round(row.tbt)} ms`);
    check(row.cls <= budget.cls, `CLS ${row.cls}`);
    return check;
  };
  for (const row of rows) {
    const check = checkScores(row, b);
    check(row.lcpRatio <= b.lcpRatioToNoJs, `LCP ${row.lcpRatio.toFixed(2)}x its no-JS copy`);
    check(row.css <= b.cssGzipBytes, `CSS ${kb(row.css)} gzip`);
    const ownBudget = row.path === "/home" ? budgets.homeOwnJsGzipBytes : b.ownJsGzipBytes;
    check(row.ownJs <= ownBudget, `own JS ${kb(row.ownJs)} gzip > ${kb(ownBudget)}`);
  }
  const t = budgets.templatePages;
  for (const row of templateRows) checkScores(row, t, `${row.path} (template)`);
  const ratio = ours / baseline;
  if (ratio < budgets.throughputRatioToBareStatic) failures.push(`throughput ${ratio.toFixed(2)}x`);
  for (const [kind, timing] of [
    ["/api/search", search.api],
    ["/search?q=", search.page],
  ]) {
    if (timing.p95Ms > budgets.searchP95Ms)
      failures.push(`${kind} p95 ${timing.p95Ms.toFixed(1)} ms`);
  }
  failures.push(...firstInputFailures(firstInput, ["shipped"]));
  if (buildSeconds !== null && buildSeconds > budgets.coldBuildSeconds) {
    failures.push(`cold build ${buildSeconds.toFixed(1)} s`);
  }

  const js = (r) => `${kb(floorJs)} + ${kb(r.manifest - floor.manifestBytes)} + ${kb(r.ownJs)}`;
  const floorTbt = shippedFloorTbt.secured.length ? median(shippedFloorTbt.secured) : NaN;
  const floorRange = (runs) =>
    runs.length
      ? `median ${Math.round(median(runs))} ms (${Math.round(Math.min(...runs))}–` +
        `${Math.round(Math.max(...runs))} ms over ${runs.length} run${runs.length === 1 ? "" : "s"})`
      : "not sampled";
  /**
   * A page's TBT over the median of the shipped floor served with the site's headers in this
   * run, as every page is (reported, not budgeted).
   */
  const overFloor = (r) => `${Math.round(r.tbt - floorTbt)} ms`;
  const table = [
    "| page | perf | a11y | BP | SEO | LCP | LCP no-JS | ratio | TBT | TBT over floor | CLS | JS gzip: floor + route manifest growth + own | CSS gzip |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
        `${(r.lcp / 1000).toFixed(2)} s | ${(r.lcpNoJs / 1000).toFixed(2)} s | ${r.lcpRatio.toFixed(2)} | ` +
        `${Math.round(r.tbt)} ms | ${overFloor(r)} | ${r.cls.toFixed(3)} | ${js(r)} | ${kb(r.css)} |`,
    ),
  ].join("\n");
  const templateTable = templateRows.length
    ? [
        "Template pages (SEO is not budgeted: they are noindex):",
        "",
        "| page | perf | a11y | BP | SEO | LCP | TBT | TBT over floor | CLS | JS gzip: floor + route manifest growth + own | CSS gzip |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        ...templateRows.map(
          (r) =>
            `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
            `${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${overFloor(r)} | ${r.cls.toFixed(3)} | ` +
            `${js(r)} | ${kb(r.css)} |`,
        ),
      ].join("\n")
    : "Template pages: none of the audited ones in this build yet.";
  const variantNames = variants ? variants.served.map((variant) => variant.name) : ["shipped"];
  const rewriteTable = variants
    ? [
        "Postbuild rewrites: the raw build post-processed with and without each one (medians, runs interleaved):",
        "",
        "| page | variant | perf | FCP | LCP | TBT | requests | JS gzip |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
        ...[...rewriteRows].map(([key, r]) => {
          const [path, ...name] = key.split(" ");
          return (
            `| ${path} | ${name.join(" ")} | ${r.performance} | ${(r.fcp / 1000).toFixed(2)} s | ` +
            `${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.requests} | ${kb(r.js)} |`
          );
        }),
      ].join("\n")
    : "Postbuild rewrites: not compared in this run.";
  const hydrationLine =
    `Load → hydrated on /home, 4x CPU slowdown, median of ${HYDRATION_LOADS} fresh loads ` +
    `(negative: hydrated before \`load\`): ` +
    variantNames
      .map((name, i) => `${name} ${Math.round(loadToHydratedMs[i] ?? NaN)} ms`)
      .join("; ") +
    ".";
  const summary = [
    `Lighthouse ${RUNS} run(s) per page, medians; mobile, simulated throttling.`,
    machineLine(benchmarkIndexes, steal, pageTouch),
    buildSeconds === null ? "Cold build: skipped." : `Cold build: ${buildSeconds.toFixed(1)} s.`,
    `Framework floor (perf/floor, one route): ${kb(floorJs)} JS gzip, of which its route ` +
      `manifest ${kb(floor.manifestBytes)}; Lighthouse perf ` +
      `${floorRow.performance}, LCP ${(floorRow.lcp / 1000).toFixed(2)} s, TBT ${Math.round(floorRow.tbt)} ms ` +
      `(it hydrates before its first paint, where TBT does not count). The same floor through ` +
      `our postbuild rewrites, audited before every page, bare and with the site's security ` +
      `headers in turn: TBT ${floorRange(shippedFloorTbt.bare)} bare, ` +
      `${floorRange(shippedFloorTbt.secured)} with the headers (COOP commits Lighthouse's ` +
      `navigation in a fresh renderer process). "TBT over floor" is a page's TBT less the ` +
      `latter median: every page is served with those headers.`,
    hydrationLine,
    `An input made the moment \`load\` fires, per interactive kind, 4x CPU slowdown: first ` +
      `contentful paint → the frame where it has taken effect, median of the loads where it ` +
      `did within 10 s; lost (no effect) and doubled (two) counted once the page has settled, ` +
      `each a budget failure.\n\n${firstInputTable(firstInput, ["shipped"])}`,
    `Search (${search.queries} queries over HTTP, request → last byte; index ` +
      `${kb(search.indexBytes)}): /api/search median ${search.api.medianMs.toFixed(1)} ms, ` +
      `p95 ${search.api.p95Ms.toFixed(1)} ms; /search?q= (no JavaScript) median ` +
      `${search.page.medianMs.toFixed(1)} ms, p95 ${search.page.p95Ms.toFixed(1)} ms.`,
    `Throughput /home: ${Math.round(ours)} req/s vs bare @fastify/static ${Math.round(baseline)} req/s (${ratio.toFixed(2)}x).`,
    failures.length
      ? `Budget failures:\n${failures.map((f) => `- ${f}`).join("\n")}`
      : "All budgets met.",
  ].join("\n\n");
  writeFileSync(
    "perf/report.md",
    `# Performance report\n\n${summary}\n\n${table}\n\n${templateTable}\n\n${rewriteTable}\n`,
  );
  writeFileSync(
    "perf/report.json",
    JSON.stringify(
      {
        runs: RUNS,
        buildSeconds,
        machine: { benchmarkIndexes, steal, pageTouch },
        floorJs,
        floor: floorRow,
        shippedFloorTbt,
        loadToHydratedMs: Object.fromEntries(variantNames.map((n, i) => [n, loadToHydratedMs[i]])),
        firstInput,
        throughput: { ours, baseline, ratio },
        search,
        rows,
        templateRows,
        rewrites: Object.fromEntries(rewriteRows),
        failures,
      },
      null,
      2,
    ),
  );
  console.log(`\n${summary}\n\n${table}\n\n${templateTable}\n\n${rewriteTable}`);
  process.exit(failures.length ? 1 : 0);
}

await main();
