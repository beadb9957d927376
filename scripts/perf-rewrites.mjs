// Part of `npm run perf`: what each postbuild rewrite of React Router's output buys, measured
// on the same raw build with and without it, runs interleaved so machine noise falls on every
// variant alike; and how long after `load` a page has hydrated, at 4x CPU slowdown.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { chromium } from "@playwright/test";

import { KEPT_REWRITES, postbuild, REWRITES } from "./postbuild.mjs";

/**
 * The variants to compare: what the build ships, and for each rewrite the same minus it (when
 * the build makes it) or plus it (when it does not).
 * @param {readonly string[]} kept
 * @returns {{ name: string; rewrites: Set<string> }[]}
 */
export function rewriteVariants(kept = KEPT_REWRITES) {
  const shipped = { name: "shipped", rewrites: new Set(kept) };
  const others = REWRITES.map((rewrite) => {
    const rewrites = new Set(kept);
    const has = rewrites.has(rewrite);
    if (has) rewrites.delete(rewrite);
    else rewrites.add(rewrite);
    return { name: `${has ? "without" : "with"} ${rewrite}`, rewrites };
  });
  return [shipped, ...others];
}

/**
 * Post-processes a copy of the raw client build per variant and serves each one.
 * @param {string} rawDir @param {{ name: string; rewrites: Set<string> }[]} variants
 */
export async function serveVariants(rawDir, variants) {
  const { buildServer } = await import(pathToFileURL(resolve("build/srv/server/app.js")).href);
  const root = mkdtempSync(join(tmpdir(), "cradlesec-variants-"));
  const served = [];
  for (const [index, variant] of variants.entries()) {
    const dir = join(root, String(index));
    const clientDir = join(dir, "client");
    cpSync(rawDir, clientDir, { recursive: true });
    const manifestPath = join(dir, "csp-manifest.json");
    await postbuild({ clientDir, manifestPath, rewrites: variant.rewrites });
    const app = await buildServer({
      clientDir,
      cspManifestPath: manifestPath,
      shadowCradleHosts: [],
      dataDir: join(dir, "data"),
      rateLimitMax: 1000,
      logger: false,
    });
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    served.push({ ...variant, origin, clientDir, app });
  }
  return {
    served,
    close: async () => {
      for (const { app } of served) await app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The middle value (the lower one of an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Milliseconds from the `load` event to the hydration marker (root.tsx) on fresh loads at 4x
 * CPU slowdown, for each origin, loads interleaved; negative means hydrated before `load`.
 * @param {string[]} origins @param {string} path @param {number} rounds
 * @returns {Promise<number[]>} the median per origin
 */
export async function loadToHydrated(origins, path, rounds) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  /** @type {number[][]} */
  const samples = origins.map(() => []);
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, origin] of origins.entries()) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.addInitScript(() => {
          const marks = { load: NaN, hydrated: NaN };
          Object.defineProperty(window, "__perfMarks", { value: marks });
          addEventListener("load", () => (marks.load = performance.now()));
          new MutationObserver((_, observer) => {
            if (document.documentElement?.dataset.hydrated) {
              marks.hydrated = performance.now();
              observer.disconnect();
            }
          }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
        });
        await page.goto(`${origin}${path}`, { waitUntil: "load" });
        await page.waitForFunction(() => !Number.isNaN(window.__perfMarks.hydrated), null, {
          timeout: 30_000,
        });
        const marks = await page.evaluate(() => window.__perfMarks);
        samples[index]?.push(marks.hydrated - marks.load);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return samples.map(median);
}
