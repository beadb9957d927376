// Site search (decisions 0025, 0031): the FTS5 index the build wrote (scripts/search-index.mjs),
// opened read-only by each server process, behind GET /api/search?q= (JSON, for the page as the
// visitor types) and GET /search?q= (the prerendered page with the results written into its
// <noscript> slot, for a browser without JavaScript): one result per page, ranked by where the
// words match, with its best part as a deep link; a misspelt query answered by its correction.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import rateLimit from "@fastify/rate-limit";
// reply.sendFile, which app.ts registers: named here too, for a program that compiles this
// module without app.ts (app/search-relevance.test.tsx).
import type {} from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as z from "zod/mini";

import {
  answerSummary,
  didYouMeanParts,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  SEARCH_API_PATH,
  SEARCH_PATH,
  type SearchAnswer,
  searchHref,
  type SearchTextPart,
  tooLongNotice,
} from "../app/lib/search.js";
import Database from "./db/sqlite.js";
import { CACHE_REVALIDATE, ENCODING_VARY } from "./file-policy.js";
import { RATE_LIMIT_IPV6_PREFIX } from "./forms/routes.js";
import { correctedQuery, ftsQuery, type Vocabulary } from "./search-query.js";
import { setSecurityHeaders } from "./security-headers.js";

/** Highlight markers: control characters, which the indexer strips from every text. */
const MARK_START = "\u0001";
const MARK_END = "\u0002";
const EXCERPT_TOKENS = 24;

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

/**
 * The weights of the columns in bm25 (title, keys, headings, text): a match in a document's
 * title or in what names its page (document title, description, path) ranks above one in its
 * headings, and those above one in its body text (decision 0031).
 */
export const COLUMN_WEIGHTS = [10, 10, 4, 1] as const;
const TEXT_COLUMN = 3;

interface Match {
  id: number;
  url: string;
  path: string;
  page: string;
}
interface Detail {
  id: number;
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
  // Every matching document, best first: few enough (hundreds at most) to group by page here.
  const matches = db.prepare<[string], Match>(
    `SELECT rowid AS id, url, path, page FROM documents WHERE documents MATCH ?
     ORDER BY bm25(documents, ${COLUMN_WEIGHTS.join(", ")})`,
  );
  const details = db.prepare<[string, string, string, string, string, string], Detail>(
    `SELECT rowid AS id, highlight(documents, 0, ?, ?) AS title,
       snippet(documents, ${TEXT_COLUMN}, ?, ?, '…', ${EXCERPT_TOKENS}) AS excerpt
     FROM documents WHERE documents MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
  );
  const vocabulary: Vocabulary = new Map(
    db
      .prepare<[], { term: string; doc: number }>("SELECT term, doc FROM vocabulary")
      .all()
      .map(({ term, doc }) => [term, doc]),
  );
  const sortedWords = [...vocabulary.keys()].sort();

  /** The pages `query` finds, best first: each by its best document and its best part. */
  function find(query: string): Omit<SearchAnswer, "query"> {
    const match = ftsQuery(query);
    if (match === undefined) return { total: 0, results: [] };
    const pages = new Map<string, { best: Match; own?: Match; section?: Match }>();
    for (const row of matches.all(match)) {
      const page = pages.get(row.path) ?? { best: row };
      if (row.url === row.path) page.own ??= row;
      else page.section ??= row;
      pages.set(row.path, page);
    }
    const shown = [...pages.values()].slice(0, MAX_RESULTS);
    const wanted = shown.flatMap(({ best, own, section }) =>
      [best, own, section].flatMap((row) => (row ? [row.id] : [])),
    );
    const marked = new Map(
      details
        .all(MARK_START, MARK_END, MARK_START, MARK_END, match, JSON.stringify(wanted))
        .map((row) => [row.id, row]),
    );
    return {
      total: pages.size,
      results: shown.map(({ best, own, section }) => ({
        url: best.path,
        title: textParts((own && marked.get(own.id)?.title) ?? best.page),
        excerpt: textParts(marked.get(best.id)?.excerpt ?? ""),
        ...(section && {
          section: { url: section.url, title: textParts(marked.get(section.id)?.title ?? "") },
        }),
      })),
    };
  }

  return {
    search(query) {
      const found = find(query);
      if (found.total > 0) return { query, ...found };
      const suggestion = correctedQuery(query, vocabulary, sortedWords);
      const corrected = suggestion === undefined ? undefined : find(suggestion);
      if (!corrected?.total) return { query, ...found };
      return { query, ...corrected, suggestion };
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

/** The results as HTML, the markup the page renders with JavaScript (site-search.tsx). */
export function resultsHtml(answer: SearchAnswer): string {
  const items = answer.results.map(
    (result) =>
      `<li class="search-result"><h2 class="search-result-title h5">` +
      `<a href="${escapeHtml(result.url)}">${partsHtml(result.title)}</a></h2>` +
      (result.section
        ? `<p class="search-result-section"><a href="${escapeHtml(result.section.url)}">` +
          `${partsHtml(result.section.title)}</a></p>`
        : "") +
      `<p class="search-result-excerpt">${partsHtml(result.excerpt)}</p></li>`,
  );
  const { before, after } = didYouMeanParts();
  const suggestion =
    answer.suggestion === undefined
      ? ""
      : `<p class="search-suggestion">${escapeHtml(before)}` +
        `<a href="${escapeHtml(searchHref(answer.suggestion))}">${escapeHtml(answer.suggestion)}</a>` +
        `${escapeHtml(after)}</p>`;
  return (
    suggestion +
    `<p class="search-status">${escapeHtml(answerSummary(answer))}</p>` +
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

/** The window of the search's allowance per client, and its default size (decision 0031). */
export const SEARCH_RATE_WINDOW_MS = 10_000;
export const DEFAULT_SEARCH_RATE_LIMIT_MAX = 40;

export interface SearchRoutesOptions {
  index: SearchIndex;
  /**
   * Searches a client may make in SEARCH_RATE_WINDOW_MS (/api/search and /search?q= together);
   * beyond, 429 with Retry-After, before any search work.
   */
  rateLimitMax?: number;
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
  // One allowance per client for both routes: a flood from one client is refused (429, cheap,
  // before the query), so that it cannot hold up the pages everyone else asks for.
  void app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    registerRoutes(scope, options);
  });
}

function registerRoutes(app: FastifyInstance, options: SearchRoutesOptions): void {
  const { index } = options;
  // One handler for both routes, so that they count against one allowance (a route's own
  // config.rateLimit would count each route apart).
  const limited = {
    onRequest: app.rateLimit({
      max: options.rateLimitMax ?? DEFAULT_SEARCH_RATE_LIMIT_MAX,
      timeWindow: SEARCH_RATE_WINDOW_MS,
      ipv6Subnet: RATE_LIMIT_IPV6_PREFIX,
      // A search without a query does no work: the plain page (its prerendered file).
      allowList: (request: FastifyRequest) => !(request.query as { q?: unknown }).q,
    }),
  };

  app.get(SEARCH_API_PATH, limited, (request, reply) => {
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

  app.get(SEARCH_PATH, limited, (request, reply) => {
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
