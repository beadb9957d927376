// How busy the machine was while `npm run perf` measured: Lighthouse's own CPU benchmark per
// run, and the share of CPU time the hypervisor took away (steal, from /proc/stat). Lighthouse's
// TBT is observed task time × 4, so a run on a contended machine reads high: these numbers
// tell a slow machine from a slow page. So does the cost of a page fault: a browser's page load
// takes some 30,000 of them (fresh processes, heaps, layout), and on a guest with shadow page
// tables each costs tens of times what it costs on hardware-assisted paging.
import { readFileSync } from "node:fs";

/**
 * Jiffies of the aggregate `cpu` line of /proc/stat: all of them, and those stolen.
 * @param {string} stat the file's text
 * @returns {{ total: number; steal: number } | null} null when the line is missing
 */
export function parseCpuLine(stat) {
  const line = stat.split("\n").find((l) => l.startsWith("cpu "));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
  // user nice system idle iowait irq softirq steal
  return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7] ?? 0 };
}

/** The counters now; null where /proc/stat does not exist (not Linux). */
export function cpuCounters() {
  try {
    return parseCpuLine(readFileSync("/proc/stat", "utf8"));
  } catch {
    return null;
  }
}

/**
 * The stolen share of CPU time between two readings of cpuCounters().
 * @returns {number | null} 0–1, or null when either reading is missing or no time passed
 */
export function stealShare(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  return (after.steal - before.steal) / (after.total - before.total);
}

/** Bytes in the memory pages the kernel maps (x86-64 and arm64 Linux). */
const PAGE_BYTES = 4096;

/**
 * Microseconds per 4 KiB page to write memory the process has never touched (each page a
 * fault: the kernel maps and zeroes it), and to write the same memory again (no fault), the
 * fastest of `rounds` fresh buffers of `mib` MiB.
 * @returns {{ firstTouch: number; rewrite: number }}
 */
export function pageTouchMicros(mib = 64, rounds = 3) {
  const bytes = mib * 1024 * 1024;
  const pages = bytes / PAGE_BYTES;
  let firstTouch = Infinity;
  let rewrite = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    // Unpooled and unzeroed: a fresh mapping whose pages fault on their first write.
    const buffer = Buffer.allocUnsafeSlow(bytes);
    const started = performance.now();
    buffer.fill(1);
    const touched = performance.now();
    buffer.fill(2);
    const rewritten = performance.now();
    firstTouch = Math.min(firstTouch, ((touched - started) * 1000) / pages);
    rewrite = Math.min(rewrite, ((rewritten - touched) * 1000) / pages);
  }
  return { firstTouch, rewrite };
}

/**
 * The report's line on the machine.
 * @param {number[]} benchmarkIndexes Lighthouse's benchmarkIndex of each run
 * @param {number | null} steal stealShare() over the audits
 * @param {{ firstTouch: number; rewrite: number }} [touch] pageTouchMicros()
 */
export function machineLine(benchmarkIndexes, steal, touch) {
  const sorted = benchmarkIndexes.filter(Number.isFinite).sort((a, b) => a - b);
  const bench = sorted.length
    ? `Lighthouse benchmarkIndex median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ` +
      `(${Math.round(sorted[0] ?? 0)}–${Math.round(sorted.at(-1) ?? 0)} over ${sorted.length} runs; ` +
      `higher is faster)`
    : "Lighthouse benchmarkIndex not reported";
  const stolen =
    steal === null
      ? "CPU steal not available"
      : `CPU steal ${(steal * 100).toFixed(1)}% of the machine's time during the audits`;
  const faults = touch
    ? `; a first write to a 4 KiB page (a page fault) ${touch.firstTouch.toFixed(2)} µs, ` +
      `rewriting it ${touch.rewrite.toFixed(2)} µs`
    : "";
  return `Machine: ${bench}; ${stolen}${faults}. TBT is observed task time × 4: compare pages within a run.`;
}
