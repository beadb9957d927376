// @vitest-environment node
import { describe, expect, it } from "vitest";

import { machineLine, pageTouchMicros, parseCpuLine, stealShare } from "./machine-load.mjs";

// /proc/stat's aggregate line: user nice system idle iowait irq softirq steal guest guest_nice.
const stat = (steal: number, idle: number) =>
  `cpu  700 60 100 ${idle} 7 0 3 ${steal} 0 0\ncpu0 350 30 50 100 3 0 1 10 0 0\nintr 1 2\n`;

describe("parseCpuLine", () => {
  it("reads the aggregate line's jiffies and its steal", () => {
    expect(parseCpuLine(stat(20, 300))).toEqual({ total: 1190, steal: 20 });
  });

  it("gives null for text without the line", () => {
    expect(parseCpuLine("intr 1 2\n")).toBeNull();
    expect(parseCpuLine("cpu  1 2 three\n")).toBeNull();
  });
});

describe("stealShare", () => {
  it("is the stolen share of the time between two readings", () => {
    const before = parseCpuLine(stat(20, 300));
    const after = parseCpuLine(stat(45, 375));
    expect(stealShare(before, after)).toBeCloseTo(25 / 100);
  });

  it("is null when a reading is missing or no time passed", () => {
    const reading = parseCpuLine(stat(20, 300));
    expect(stealShare(null, reading)).toBeNull();
    expect(stealShare(reading, reading)).toBeNull();
  });
});

describe("machineLine", () => {
  it("gives the benchmark's median and range, and the steal", () => {
    expect(machineLine([1500, 1000.4, 2375], 0.125)).toBe(
      "Machine: Lighthouse benchmarkIndex median 1500 (1000–2375 over 3 runs; higher is " +
        "faster); CPU steal 12.5% of the machine's time during the audits. TBT is observed " +
        "task time × 4: compare pages within a run.",
    );
  });

  it("gives the page-fault probe's figures when there are some", () => {
    expect(machineLine([1500], 0, { firstTouch: 11.604, rewrite: 0.214 })).toBe(
      "Machine: Lighthouse benchmarkIndex median 1500 (1500–1500 over 1 runs; higher is " +
        "faster); CPU steal 0.0% of the machine's time during the audits; a first write to a " +
        "4 KiB page (a page fault) 11.60 µs, rewriting it 0.21 µs. TBT is observed task time " +
        "× 4: compare pages within a run.",
    );
  });

  it("says what it could not read", () => {
    expect(machineLine([], null)).toBe(
      "Machine: Lighthouse benchmarkIndex not reported; CPU steal not available. TBT is " +
        "observed task time × 4: compare pages within a run.",
    );
  });
});

describe("pageTouchMicros", () => {
  it("times a first write and a rewrite per page, a first write costing no less", () => {
    const { firstTouch, rewrite } = pageTouchMicros(8, 2);
    expect(rewrite).toBeGreaterThan(0);
    expect(Number.isFinite(firstTouch)).toBe(true);
    // A first write maps the page too, so it is never cheaper, within timer resolution.
    expect(firstTouch).toBeGreaterThanOrEqual(rewrite * 0.5);
  });
});
