// Site search (decision 0025): the FTS5 index the build wrote (scripts/search-index.mjs), opened
// read-only by each server process, behind GET /api/search?q= (JSON, for the page as the visitor
// types) and GET /search?q= (the prerendered page with the results written into its <noscript>
// slot, for a browser without JavaScript).
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import type { FastifyInstance, FastifyRequest } from "fastify";
import * as z from "zod/mini";

import {
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  queryTerms,
  resultSummary,
  SEARCH_API_PATH,
  SEARCH_PATH,
  type SearchAnswer,
  type SearchTextPart,
  tooLongNotice,
} from "../app/lib/search.js";
import Database from "./db/sqlite.js";
import { CACHE_REVALIDATE, ENCODING_VARY } from "./file-policy.js";
import { setSecurityHeaders } from "./security-headers.js";

/** Highlight markers: control characters, which the indexer strips from every text. */
const MARK_START = "\u0001";
const MARK_END = "\u0002";
const EXCERPT_TOKENS = 24;

/**
 * The FTS5 MATCH expression for what a visitor typed: each word as a quoted string (so no input
 * is FTS5 syntax: no operator, column filter or unbalanced quote), all of them required, the
 * last one also as a prefix (results as the visitor types). Undefined when there is no word.
 */
export function ftsQuery(input: string): string | undefined {
  const terms = queryTerms(input);
  if (terms.length === 0) return undefined;
  return terms.map((term, index) => `"${term}"${index === terms.length - 1 ? "*" : ""}`).join(" ");
}

/** Splits a highlighted text into its runs (what the markers enclose is marked). */
export function textParts(highlighted: string): SearchTextPart[] {
  const parts: SearchTextPart[] = [];
  let mark = false;
  // eslint-disable-next-line no-control-regex -- the markers are control characters on purpose
  for (const piece of highlighted.split(/([\u0001\u0002])/)) {
    if (piece === MARK_START) mark = true;
    else if (piece === MARK_END) mark = false;
    else if (piece !== "") parts.push({ text: piece, mark });
  }
  return parts;
}

export interface SearchIndex {
  search(query: string): SearchAnswer;
  close(): void;
}

interface Row {
  url: string;
  page: string;
  title: string;
  excerpt: string;
}

/** Opens the index file read-only (each instance its own handle; nothing ever writes it). */
export function openSearchIndex(file: string): SearchIndex {
  if (!existsSync(file)) {
    throw new Error(`Search index not found: ${file}. Run \`npm run build\` first.`);
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  db.pragma("query_only = ON");
  const select = db.prepare<[string, string, string, string, string, number], Row>(
    `SELECT url, page,
       highlight(documents, 0, ?, ?) AS title,
       snippet(documents, 1, ?, ?, '…', ${EXCERPT_TOKENS}) AS excerpt
     FROM documents WHERE documents MATCH ?
     ORDER BY bm25(documents, 5.0, 1.0) LIMIT ?`,
  );
  const count = db.prepare<[string], { total: number }>(
    "SELECT count(*) AS total FROM documents WHERE documents MATCH ?",
  );
  return {
    search(query) {
      const match = ftsQuery(query);
      if (match === undefined) return { query, total: 0, results: [] };
      const rows = select.all(MARK_START, MARK_END, MARK_START, MARK_END, match, MAX_RESULTS);
      const total = rows.length < MAX_RESULTS ? rows.length : (count.get(match)?.total ?? 0);
      return {
        query,
        total,
        results: rows.map((row) => ({
          url: row.url,
          page: row.page,
          title: textParts(row.title),
          excerpt: textParts(row.excerpt),
        })),
      };
    },
    close: () => db.close(),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const partsHtml = (parts: SearchTextPart[]) =>
  parts
    .map(({ text, mark }) => (mark ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join("");

/** The results as HTML, the markup the page renders with JavaScript (search.tsx). */
export function resultsHtml(answer: SearchAnswer): string {
  const items = answer.results.map(
    (result) =>
      `<li class="search-result"><h2 class="search-result-title h5">` +
      `<a href="${escapeHtml(result.url)}">${partsHtml(result.title)}</a></h2>` +
      `<p class="search-result-page">${escapeHtml(result.page)}</p>` +
      `<p class="search-result-excerpt">${partsHtml(result.excerpt)}</p></li>`,
  );
  return (
    `<p class="search-status">${escapeHtml(resultSummary(answer.total, answer.query))}</p>` +
    (items.length ? `<ol class="search-results">${items.join("")}</ol>` : "")
  );
}

/** The empty slot the /search page renders for these results (search.tsx). */
export const RESULTS_SLOT = '<noscript data-search-results=""></noscript>';
const QUERY_INPUT = /<input\b[^>]*\bname="q"[^>]*>/;

/**
 * The prerendered /search page with `query` in its search box and `content` in its slot.
 * Throws when the page has no slot or box (a build this server does not match).
 */
export function pageWithResults(page: string, query: string, content: string): string {
  if (!page.includes(RESULTS_SLOT) || !QUERY_INPUT.test(page)) {
    throw new Error(`the ${SEARCH_PATH} page has no results slot or query box`);
  }
  const input = page.match(QUERY_INPUT)![0];
  const withValue = input
    .replace(/\svalue="[^"]*"/, "")
    .replace(/^<input/, `<input value="${escapeHtml(query)}"`);
  return page
    .replace(input, () => withValue)
    .replace(RESULTS_SLOT, () => RESULTS_SLOT.replace("></", `>${content}</`));
}

const querySchema = z.object({
  q: z.optional(z.string().check(z.maxLength(MAX_QUERY_LENGTH))),
});

/** The query of a request: "" without one, undefined when it is refused (repeated, too long). */
function readQuery(request: FastifyRequest): string | undefined {
  const parsed = querySchema.safeParse(request.query);
  return parsed.success ? (parsed.data.q ?? "").trim() : undefined;
}

export interface SearchRoutesOptions {
  index: SearchIndex;
  /**
   * The prerendered /search page (its path below the client directory, and on disk) and its
   * CSP; without it, only the API is served.
   */
  page?: { file: string; path: string; csp: string | undefined };
  /** Which encoding to answer a page in, by Accept-Encoding (app.ts: negotiateEncoding). */
  negotiate: (header: string | undefined) => "gzip" | undefined;
}

export function registerSearchRoutes(app: FastifyInstance, options: SearchRoutesOptions): void {
  const { index } = options;
  app.addHook("onClose", async () => index.close());

  app.get(SEARCH_API_PATH, (request, reply) => {
    const query = readQuery(request);
    reply.header("cache-control", CACHE_REVALIDATE);
    if (query === undefined) {
      return reply
        .code(400)
        .send({ error: `q: one query of at most ${MAX_QUERY_LENGTH} characters` });
    }
    return reply.send(index.search(query));
  });

  if (!options.page) return;
  const { csp } = options.page;
  const page = readFileSync(options.page.path, "utf8");
  const { file } = options.page;
  pageWithResults(page, "", ""); // fails at start, not on the first search

  app.get(SEARCH_PATH, (request, reply) => {
    const query = readQuery(request);
    setSecurityHeaders(reply, csp);
    reply.header("cache-control", CACHE_REVALIDATE);
    if (query === undefined) {
      reply.code(400);
      const notice = `<p class="search-status">${escapeHtml(tooLongNotice())}</p>`;
      return sendHtml(pageWithResults(page, "", notice));
    }
    // No query: the prerendered file as it is (ETag, precompressed), as for any page.
    if (query === "") return reply.sendFile(`/${file}`);
    return sendHtml(pageWithResults(page, query, resultsHtml(index.search(query))));

    function sendHtml(html: string) {
      reply.type("text/html; charset=utf-8").header("vary", ENCODING_VARY);
      if (options.negotiate(request.headers["accept-encoding"]) !== "gzip") return reply.send(html);
      return reply.header("content-encoding", "gzip").send(gzipSync(html));
    }
  });
}
