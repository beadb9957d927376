export const SEARCH_QUERIES: string[];
export const TYPED_QUERY: string;
/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number;
export interface SearchTimings {
  queries: number;
  api: { medianMs: number; p95Ms: number };
  page: { medianMs: number; p95Ms: number };
  indexBytes: number;
}
export function searchTimings(origin: string, indexFile: string): Promise<SearchTimings>;
