// The site search's shared vocabulary (decision 0025): the page's address, the query's limits,
// and the shape of a result, as the server answers it (server/search.ts) and the /search page
// shows it (app/sections/site-search.tsx), and the words both write (content/search.yaml). The
// server compiles it too: relative imports with `.js`, nothing from `~/`.

import { searchCopy } from "../content/search-copy.js";
import { fillPlaceholders } from "./placeholders.js";

export const SEARCH_PATH = "/search";
export const SEARCH_API_PATH = "/api/search";
/** The query parameter, on both. */
export const SEARCH_PARAM = "q";
/** Longest query accepted, in characters; a longer one is refused (400). */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query that count; the rest are ignored. */
export const MAX_QUERY_TERMS = 8;
/** Results answered for one query, best first. */
export const MAX_RESULTS = 20;

/** A run of text, highlighted where it matched the query. */
export interface SearchTextPart {
  text: string;
  mark: boolean;
}

export interface SearchResult {
  /** Path of the page, with the anchor of its part ("/portfolio#law-firm-ransomware"). */
  url: string;
  title: SearchTextPart[];
  /** Title of the page the result is on. */
  page: string;
  excerpt: SearchTextPart[];
}

export interface SearchAnswer {
  query: string;
  /** Every match, of which `results` holds the best MAX_RESULTS. */
  total: number;
  results: SearchResult[];
}

/** The words of a query, as the index splits text into them (letters and digits). */
export function queryTerms(query: string): string[] {
  return (query.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_TERMS);
}

/** "3 results for …", the status the page shows and announces (content/search.yaml). */
export function resultSummary(total: number, query: string): string {
  const { summary } = searchCopy;
  const words = total === 0 ? summary.none : total === 1 ? summary.one : summary.many;
  return fillPlaceholders(words, { count: total, query });
}

/** The server's answer to a query longer than MAX_QUERY_LENGTH. */
export const tooLongNotice = () => fillPlaceholders(searchCopy.tooLong, { max: MAX_QUERY_LENGTH });
