// The site search's speed, for `npm run perf` (decision 0025): each query of a fixed set, and
// each prefix of one as a visitor types it, asked of a running server over HTTP, both as the
// page asks it (/api/search, JSON) and as a browser without JavaScript does (/search?q=, the
// page with the results written in), several rounds; the time from request to the last byte of
// the answer, median and 95th percentile, and the size of the index file.
import { statSync } from "node:fs";

/**
 * Queries a visitor might make: words, phrases, a code, a name, an abbreviation, misspellings,
 * and nothing found.
 */
export const SEARCH_QUERIES = [
  "immutable backup",
  "ransomware",
  "restore test",
  "hipaa",
  "privilege escalation",
  "dmarc spf",
  "soc 2",
  "CSA-2026-07",
  "object lock",
  "law firm",
  "MSP",
  // Misspelt: nothing found as typed, so the correction is looked up and searched too.
  "ransomwre",
  "complaince",
  "zzzz nothing here",
];
/** Typed one character at a time: every prefix is a query of its own. */
export const TYPED_QUERY = "immutable backup";
const ROUNDS = 10;

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`search timing: ${url} answered ${response.status}`);
  return ms;
}

/**
 * Times the search of the server at `origin`, whose index is `indexFile`.
 * @returns {Promise<{ queries: number; api: { medianMs: number; p95Ms: number }; page: { medianMs: number; p95Ms: number }; indexBytes: number }>}
 */
export async function searchTimings(origin, indexFile) {
  const typed = [...TYPED_QUERY]
    .map((_, index) => TYPED_QUERY.slice(0, index + 1))
    .filter((q) => q.trim());
  const queries = [...SEARCH_QUERIES, ...typed];
  const url = (path, q) => `${origin}${path}?${new URLSearchParams({ q })}`;
  for (const q of queries) await timed(url("/api/search", q)); // warm the caches once
  const api = [];
  const page = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      api.push(await timed(url("/api/search", q)));
      page.push(await timed(url("/search", q)));
    }
  }
  const stats = (samples) => ({
    medianMs: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
  });
  return {
    queries: queries.length * ROUNDS,
    api: stats(api),
    page: stats(page),
    indexBytes: statSync(indexFile).size,
  };
}
