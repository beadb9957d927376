// First paint → effect (issue 30): for each interactive kind (tests/interactive-kinds.mjs, the
// table the early-input spec and the cross-engine suite use too), fresh loads at 4x CPU that act
// the moment `load` fires, timing from the first contentful paint to the frame where the input
// has taken effect, and counting the loads where it was lost (no effect) or doubled (two), read
// once the page has settled. Several builds are measured interleaved, round by round, so machine
// drift hits them alike. `npm run perf` reports it; `node scripts/first-input.mjs ORIGIN
// [ORIGIN…]` runs it alone (FIRST_INPUT_KINDS="tabs,accordion" picks kinds, FIRST_INPUT_LOADS the
// loads).
import { chromium } from "@playwright/test";

import { DEFAULT_VIEWPORT, EARLY_KINDS, gestureInPlaywright } from "../tests/interactive-kinds.mjs";

/** Fresh loads per kind and build. */
export const FIRST_INPUT_LOADS = 10;
/** How long an input may take before it counts as lost. */
const LOST_AFTER_MS = 10_000;

/** Records first contentful paint (window.__firstInput.fcp), from before the page's own code. */
const FCP = `
  (() => {
    const marks = { fcp: NaN, effect: NaN };
    Object.defineProperty(window, "__firstInput", { value: marks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === "first-contentful-paint") marks.fcp = entry.startTime;
      }
    }).observe({ type: "paint", buffered: true });
  })();`;

/** Checks the row's effect every frame until it shows; its time goes in window.__firstInput. */
const watch = (row, before) => `
  (() => {
    const effect = ${row.effect.toString()};
    const state = ${JSON.stringify({ before, gesture: row.gesture })};
    const check = () => {
      let times = 0;
      try { times = effect(state); } catch {}
      if (times > 0) window.__firstInput.effect = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;

/** Hydrated, and the early-event queue replayed (or none). */
const settled = () =>
  document.documentElement.dataset.hydrated === "true" && window.__earlyEvents?.ready !== false;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0
    ? NaN
    : sorted.length % 2
      ? sorted[mid]
      : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * First paint → effect per kind and origin: the median over the loads whose input took effect
 * within 10 s, and how many loads lost the input or doubled it, read once the page has settled.
 * @param {string[]} origins
 * @returns {Promise<{ kind: string; path: string; results: { medianMs: number; lost: number; doubled: number; loads: number }[] }[]>}
 */
export async function firstInputTimings(origins, loads = FIRST_INPUT_LOADS) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const rows = [];
  try {
    const only = process.env.FIRST_INPUT_KINDS?.split(",");
    for (const row of EARLY_KINDS.filter((k) => !only || only.includes(k.kind))) {
      const samples = origins.map(() => ({ times: [], lost: 0, doubled: 0 }));
      for (let round = 0; round < loads; round += 1) {
        for (const [index, origin] of origins.entries()) {
          const sample = samples[index];
          const [width, height] = row.viewport ?? DEFAULT_VIEWPORT;
          const context = await browser.newContext({
            viewport: { width, height },
            hasTouch: Boolean(row.touch),
            reducedMotion: row.reducedMotion ? "reduce" : "no-preference",
          });
          try {
            const page = await context.newPage();
            const cdp = await context.newCDPSession(page);
            await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
            await page.addInitScript({ content: FCP });
            await page.goto(`${origin}${row.path}`, { waitUntil: "load" });
            const before = row.before ? await page.evaluate(row.before) : null;
            await page.evaluate(watch(row, before));
            await gestureInPlaywright(page, row, `perf-${Date.now()}-${round}`);
            const effect = await page
              .waitForFunction(() => !Number.isNaN(window.__firstInput.effect), null, {
                timeout: LOST_AFTER_MS,
              })
              .then(() => page.evaluate(() => window.__firstInput.effect - window.__firstInput.fcp))
              .catch(() => null);
            if (effect !== null) sample.times.push(effect);
            // Lost or doubled: read once the page has settled, and a beat later.
            await page.waitForFunction(settled, null, { timeout: 45_000 }).catch(() => undefined);
            await page.waitForTimeout(100);
            const times = await page
              .evaluate(row.effect, { before, gesture: row.gesture })
              .catch(() => 0);
            if (times < 1) sample.lost += 1;
            if (times > 1) sample.doubled += 1;
          } catch (error) {
            console.log(`first-input: ${row.kind}, load ${round + 1}: ${error.message}`);
            sample.lost += 1;
          } finally {
            await context.close();
          }
        }
      }
      rows.push({
        kind: row.kind,
        path: row.path,
        results: samples.map(({ times, lost, doubled }) => ({
          medianMs: median(times),
          lost,
          doubled,
          loads,
        })),
      });
      console.log(`first-input: ${row.kind} ${JSON.stringify(rows.at(-1).results)}`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The kinds that lost or doubled an input in any build, as budget failures. */
export function firstInputFailures(rows, labels) {
  return rows.flatMap((row) =>
    row.results.flatMap((r, i) =>
      r.lost || r.doubled
        ? [
            `first input, ${row.kind} (${labels[i]}): lost ${r.lost}, doubled ${r.doubled} of ${r.loads}`,
          ]
        : [],
    ),
  );
}

/** The report's table: one column per origin's label. */
export function firstInputTable(rows, labels) {
  const head = `| kind | page | ${labels.map((l) => `${l}: first paint → effect (lost, doubled)`).join(" | ")} |`;
  const rule = `| --- | --- | ${labels.map(() => "---").join(" | ")} |`;
  const body = rows.map(
    (row) =>
      `| ${row.kind} | ${row.path} | ${row.results
        .map(
          (r) =>
            `${Number.isNaN(r.medianMs) ? "never" : `${Math.round(r.medianMs)} ms`} ` +
            `(lost ${r.lost}, doubled ${r.doubled} of ${r.loads})`,
        )
        .join(" | ")} |`,
  );
  return [head, rule, ...body].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origins = process.argv.slice(2);
  const loads = Number(process.env.FIRST_INPUT_LOADS ?? FIRST_INPUT_LOADS);
  const rows = await firstInputTimings(origins, loads);
  console.log(firstInputTable(rows, origins));
}
