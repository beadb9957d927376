// Site search (decisions 0025, 0031): the FTS5 index the build wrote (scripts/search-index.mjs),
// opened read-only by each server process, behind GET /api/search?q= (JSON, for the page as the
// visitor types) and GET /search?q= (the prerendered page with the results written into its
// <noscript> slot, for a browser without JavaScript): one result per page, ranked by where the
// words match, with its best part as a deep link; a misspelt query answered by its correction.
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";

import rateLimit from "@fastify/rate-limit";
// reply.sendFile, which app.ts registers: named here too, for a program that compiles this
// module without app.ts (app/search-relevance.test.tsx).
import type {} from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
import { sendPlain } from "./responses.js";
import { RecentCache, timeShare } from "./search-load.js";
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
/**
 * The share of the server's time searches may take, server-wide (decision 0034): beyond it, a
 * search not in the cache is refused (503, Retry-After), so that a flood from many addresses,
 * which no client's allowance sees, leaves the rest of the time to pages. A visitor typing (a
 * search per 150 ms at most, 1–3 ms each) uses about a twentieth of it.
 */
export const DEFAULT_SEARCH_TIME_SHARE = 0.25;
/** The most search work at once after a rest, in ms: a handful of searches. */
export const SEARCH_BURST_MS = 20;
/**
 * How long a refused search (429, 503) waits before its answer (half to one and a half times
 * this, at random, so that a client's connections do not come back all at once), and how many
 * may wait at once (beyond, they are answered at once): a client that waits for each answer
 * before it asks again, as a script or a load tool does, asks about once a second per
 * connection, not as fast as refusals can be made; a waiting answer costs a timer.
 */
export const REFUSAL_DELAY_MS = 1_000;
export const MOST_REFUSALS_HELD = 256;
/** Recent queries whose answers are kept (each ~40 KB at most: JSON, page, gzipped page). */
export const DEFAULT_SEARCH_CACHE_MAX = 200;

export interface SearchRoutesOptions {
  index: SearchIndex;
  /**
   * Searches a client may make in SEARCH_RATE_WINDOW_MS (/api/search and /search?q= together);
   * beyond, 429 with Retry-After, before any search work.
   */
  rateLimitMax?: number;
  /** Share of the server's time searches may take (default DEFAULT_SEARCH_TIME_SHARE; 1: all). */
  timeShare?: number;
  /** Recent queries whose answers are kept (default DEFAULT_SEARCH_CACHE_MAX; 0: none). */
  cacheMax?: number;
  /** How long a refusal waits before it is sent (default REFUSAL_DELAY_MS). */
  refusalDelayMs?: number;
  /** The clock the time share is measured by, in ms, and how to wait (tests). */
  now?: () => number;
  sleep?: (ms: number) => Promise<unknown>;
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

/** What a query's answer was sent as, kept for the next time it is asked. */
interface Answered {
  answer: SearchAnswer;
  json?: string;
  page?: { html: string; gzip: Buffer };
}

function registerRoutes(app: FastifyInstance, options: SearchRoutesOptions): void {
  const { index } = options;
  const now = options.now ?? (() => performance.now());
  const share = timeShare(options.timeShare ?? DEFAULT_SEARCH_TIME_SHARE, SEARCH_BURST_MS, now);
  const cache = new RecentCache<string, Answered>(options.cacheMax ?? DEFAULT_SEARCH_CACHE_MAX);

  /**
   * `query`'s answer in the form `form` (made by `make` from the answer, once): from the cache,
   * or worked out if the time share allows; undefined when it does not.
   */
  function answered<F extends "json" | "page">(
    query: string,
    form: F,
    make: (answer: SearchAnswer) => NonNullable<Answered[F]>,
  ): NonNullable<Answered[F]> | undefined {
    const kept = cache.get(query);
    const ready = kept?.[form];
    if (ready !== undefined) return ready;
    if (!kept && !share.available()) return undefined;
    const started = now();
    const entry = kept ?? { answer: index.search(query) };
    const made = make(entry.answer);
    entry[form] = made;
    cache.set(query, entry);
    share.spend(now() - started);
    return made;
  }

  /** The server's time for searches is spent: try again in a second. */
  const busy = (reply: FastifyReply) => sendPlain(reply.header("retry-after", "1"), 503);

  // Refusals, the allowance's (429) and the time share's (503), wait before they are sent.
  const delayMs = options.refusalDelayMs ?? REFUSAL_DELAY_MS;
  const wait = options.sleep ?? sleep;
  let held = 0;
  app.addHook("onSend", async (_request, reply, payload) => {
    const refused = reply.statusCode === 429 || reply.statusCode === 503;
    if (!refused || delayMs <= 0 || held >= MOST_REFUSALS_HELD) return payload;
    held += 1;
    try {
      await wait(delayMs * (0.5 + Math.random()));
    } finally {
      held -= 1;
    }
    return payload;
  });

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
    const json = answered(query, "json", (answer) => JSON.stringify(answer));
    if (json === undefined) return busy(reply);
    return reply.type("application/json; charset=utf-8").send(json);
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
    const found = answered(query, "page", (answer) => {
      const html = pageWithResults(page, query, resultsHtml(answer));
      return { html, gzip: gzipSync(html) };
    });
    if (found === undefined) return busy(reply);
    return sendHtml(found.html, found.gzip);

    function sendHtml(html: string, gzip?: Buffer) {
      reply.type("text/html; charset=utf-8").header("vary", ENCODING_VARY);
      if (options.negotiate(request.headers["accept-encoding"]) !== "gzip") return reply.send(html);
      return reply.header("content-encoding", "gzip").send(gzip ?? gzipSync(html));
    }
  });
}
