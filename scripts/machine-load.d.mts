export interface CpuCounters {
  total: number;
  steal: number;
}
export function parseCpuLine(stat: string): CpuCounters | null;
export function cpuCounters(): CpuCounters | null;
export function stealShare(before: CpuCounters | null, after: CpuCounters | null): number | null;
export function machineLine(benchmarkIndexes: number[], steal: number | null): string;
