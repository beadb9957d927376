// @vitest-environment node
import { describe, expect, it } from "vitest";

import { machineLine, parseCpuLine, stealShare } from "./machine-load.mjs";

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

  it("says what it could not read", () => {
    expect(machineLine([], null)).toBe(
      "Machine: Lighthouse benchmarkIndex not reported; CPU steal not available. TBT is " +
        "observed task time × 4: compare pages within a run.",
    );
  });
});
