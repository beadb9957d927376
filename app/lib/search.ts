// The site search's shared vocabulary (decision 0025): the page's address, the query's limits,
// and the shape of a result, as the server answers it (server/search.ts) and the /search page
// shows it (app/sections/site-search.tsx), and the words both write (content/search.yaml). The
// server compiles it too: relative imports with `.js`, nothing from `~/`.

import { searchCopy } from "../content/generated/search-copy.js";
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

/** A page found: one result per page, whatever number of its parts matched (decision 0031). */
export interface SearchResult {
  /** Path of the page ("/portfolio"). */
  url: string;
  /** The page's title. */
  title: SearchTextPart[];
  /** From the part of the page that matched best (or the page's own text). */
  excerpt: SearchTextPart[];
  /** The part of the page that matched best, when a part did: a deep link under the page. */
  section?: { url: string; title: SearchTextPart[] };
}

export interface SearchAnswer {
  query: string;
  /** Pages found, of which `results` holds the best MAX_RESULTS. */
  total: number;
  results: SearchResult[];
  /**
   * When `query` finds nothing but a spelling a letter or two away does: that query, whose
   * results these are.
   */
  suggestion?: string;
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

/** The address of the search for `query`, as the form writes it. */
export const searchHref = (query: string) =>
  `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: query })}`;

/** "Did you mean …?" around the suggestion, which the page and the server write as a link. */
export function didYouMeanParts(): { before: string; after: string } {
  const [before = "", after = ""] = searchCopy.didYouMean.split("{suggestion}");
  return { before, after };
}

/** The status line of an answer: its count, for the query whose results it holds. */
export const answerSummary = (answer: SearchAnswer) =>
  resultSummary(answer.total, answer.suggestion ?? answer.query);

/** The server's answer to a query longer than MAX_QUERY_LENGTH. */
export const tooLongNotice = () => fillPlaceholders(searchCopy.tooLong, { max: MAX_QUERY_LENGTH });
