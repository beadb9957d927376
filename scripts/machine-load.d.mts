export interface CpuCounters {
  total: number;
  steal: number;
}
export function parseCpuLine(stat: string): CpuCounters | null;
export function cpuCounters(): CpuCounters | null;
export function stealShare(before: CpuCounters | null, after: CpuCounters | null): number | null;
export interface PageTouch {
  /** µs per 4 KiB page to write memory never touched before (a page fault each). */
  firstTouch: number;
  /** µs per 4 KiB page to write it again. */
  rewrite: number;
}
export function pageTouchMicros(mib?: number, rounds?: number): PageTouch;
export function machineLine(
  benchmarkIndexes: number[],
  steal: number | null,
  touch?: PageTouch,
): string;
