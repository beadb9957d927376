// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

import fc from "fast-check";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { searchSynonyms } from "../app/content/generated/search-synonyms.js";
import { MAX_QUERY_LENGTH, MAX_RESULTS, type SearchAnswer } from "../app/lib/search.js";
import { postbuild } from "../scripts/postbuild.mjs";
import { type SearchDocument, writeIndex } from "../scripts/search-index.mjs";
import { buildServer } from "./app.js";
import {
  escapeHtml,
  openSearchIndex,
  pageWithResults,
  REFUSAL_DELAY_MS,
  registerSearchRoutes,
  RESULTS_SLOT,
  SEARCH_BURST_MS,
  type SearchIndex,
  textParts,
} from "./search.js";
import { ftsQuery } from "./search-query.js";
import { contentSecurityPolicy } from "./security-headers.js";
import { createFixture, FILES, page, SCRIPTS } from "./testing/fixture.js";

// The /search page as the route renders it: the query box and the empty results slot.
const SEARCH_FORM =
  '<form role="search" aria-label="Site" action="/search" method="get">' +
  '<input id="search-query" type="search" name="q" maxLength="200" value=""/></form>' +
  `<p role="status" class="search-status"></p>${RESULTS_SLOT}`;
const searchPage = page("Search", [SCRIPTS.context], "", "search").replace(
  "</main>",
  `${SEARCH_FORM}</main>`,
);

/** A document of the index: a page's own when `url` has no anchor, else one of its parts. */
const doc = (
  url: string,
  title: string,
  text: string,
  more: Partial<SearchDocument> = {},
): SearchDocument => ({
  url,
  path: url.split("#")[0]!,
  title,
  page: more.page ?? title,
  keys: "",
  headings: "",
  text,
  ...more,
});

// A phrase of a synonym group of content/search-synonyms.yaml, and another of the same group.
const [[abbreviation, spelledOut] = []] = searchSynonyms.groups.filter(
  (group) => group.length >= 2,
);

const DOCUMENTS: SearchDocument[] = [
  doc(
    "/labs#object-lock-undone",
    "Immutable until it isn't: object lock undone",
    "Four ways an immutable backup loses its object lock, and how to check yours.",
    { page: "Labs" },
  ),
  doc(
    "/portfolio#law-firm",
    "A 70-lawyer law firm",
    "Ransomware stopped in 9 minutes; the backup was restored the same day.",
    { page: "Case studies" },
  ),
  doc(
    "/labs#markup",
    "Why <script>alert(1)</script> is text",
    'An "escaped" <b>note</b> about <script> tags & quotes.',
    { page: "Labs & tools" },
  ),
  // One page, three parts that match "vault": one result, its best part (the title's) under it.
  doc("/vault", "Vault", "Our storage.", { keys: "Storage vault" }),
  doc("/vault#intro", "Introduction", "The vault keeps copies. A vault, a vault, a vault."),
  doc("/vault#vault-pricing", "Vault pricing", "Per terabyte."),
  // A word in a page's title ranks that page above one whose body text repeats it.
  doc("/body", "Body", `Keel ${"keel ".repeat(5)}in the text only, among other words of the page.`),
  doc("/titled", "Keel", "A page about something else entirely, named for it."),
  doc("/abbreviated", "Spelled out", `We are a ${spelledOut} for you.`),
  ...Array.from({ length: MAX_RESULTS + 5 }, (_, index) =>
    doc(`/many-${index}#part`, `Part ${index}`, "Restore drills every quarter.", {
      page: `Many ${index}`,
    }),
  ),
];

const fixture = createFixture({ ...FILES, "search/index.html": searchPage });
const indexPath = join(fixture.root, "search.sqlite");
let app: FastifyInstance;

beforeAll(async () => {
  await postbuild({ clientDir: fixture.clientDir, manifestPath: fixture.manifestPath });
  writeIndex(DOCUMENTS, indexPath);
  app = await buildServer({
    clientDir: fixture.clientDir,
    cspManifestPath: fixture.manifestPath,
    shadowCradleHosts: [],
    dataDir: join(fixture.root, "data"),
    searchIndexPath: indexPath,
    searchRateLimitMax: 10_000, // every request here comes from one address
  });
});
afterAll(async () => {
  await app?.close();
  fixture.cleanup();
});

const api = async (q?: string | string[]) =>
  app.inject({ method: "GET", url: "/api/search", query: q === undefined ? {} : { q } });

/** An FTS5 query as ftsQuery writes one: quoted words, groups of quoted phrases, AND, OR. */
const FTS_QUERY =
  /^(?:(?:"[\p{L}\p{N}]+"\*?|\("[\p{L}\p{N} ]+"(?: OR "[\p{L}\p{N} ]+")*\))(?: AND |$))+$/u;

describe("ftsQuery", () => {
  it("quotes every word, requires them all, and takes the last as a prefix", () => {
    const none = new Map<string, string[]>();
    expect(ftsQuery("immutable backup", none)).toBe('"immutable" AND "backup"*');
    expect(ftsQuery('  "OR" NEAR(a b) title:x * ^ - ', none)).toBe(
      '"or" AND "near" AND "a" AND "b" AND "title" AND "x"*',
    );
    expect(ftsQuery("  ")).toBeUndefined();
    expect(ftsQuery("*** ---")).toBeUndefined();
  });

  it("turns any input into a query the index answers without an error", () => {
    const index = openSearchIndex(indexPath);
    try {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: MAX_QUERY_LENGTH }),
            fc.string({ unit: "grapheme", maxLength: 60 }),
            // Words a letter or two off those of the index, and synonyms' phrases.
            fc
              .tuple(
                fc.constantFrom(
                  "immutable",
                  "ransomware",
                  "vault",
                  "keel",
                  "restore",
                  abbreviation!,
                ),
                fc.nat(12),
                fc.string({ maxLength: 2 }),
              )
              .map(([word, at, typo]) => word.slice(0, at) + typo + word.slice(at + 1)),
            fc
              .array(
                fc.constantFrom(
                  '"',
                  "*",
                  "^",
                  "(",
                  ")",
                  ":",
                  "-",
                  "+",
                  "AND",
                  "OR",
                  "NOT",
                  "NEAR",
                  "title",
                  "{",
                  "}",
                  " ",
                  "'",
                  "\u0000",
                  "é",
                ),
                { maxLength: 20 },
              )
              .map((parts) => parts.join("")),
          ),
          (input) => {
            const match = ftsQuery(input);
            if (match !== undefined) expect(match).toMatch(FTS_QUERY);
            const answer = index.search(input);
            expect(answer.results.length).toBeLessThanOrEqual(MAX_RESULTS);
            expect(answer.total).toBeGreaterThanOrEqual(answer.results.length);
            const urls = answer.results.map((result) => result.url);
            expect(new Set(urls).size).toBe(urls.length); // one result per page
            if (answer.suggestion !== undefined) {
              expect(answer.total).toBeGreaterThan(0);
              expect(index.search(answer.suggestion).total).toBe(answer.total);
            }
          },
        ),
        { numRuns: 500 },
      );
    } finally {
      index.close();
    }
  });
});

it("textParts splits a highlighted text into marked and plain runs", () => {
  expect(textParts("a \u0001lock\u0002 and \u0001locks\u0002")).toEqual([
    { text: "a ", mark: false },
    { text: "lock", mark: true },
    { text: " and ", mark: false },
    { text: "locks", mark: true },
  ]);
});

it("pageWithResults puts the escaped query in the box and the results in the slot", () => {
  const html = pageWithResults(searchPage, '"><img src=x>', "<p>found</p>");
  expect(html).toContain('<input value="&quot;&gt;&lt;img src=x&gt;" id="search-query"');
  expect(html).toContain('<noscript data-search-results=""><p>found</p></noscript>');
  expect(html.match(/value=/g)).toHaveLength(1);
  expect(() => pageWithResults("<main></main>", "q", "")).toThrow(/slot/);
});

describe("GET /api/search", () => {
  it("answers the matches as JSON, best first, with the terms marked", async () => {
    const response = await api("immutable backup");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const answer = response.json<SearchAnswer>();
    expect(answer.query).toBe("immutable backup");
    expect(answer.results.map((result) => result.url)).toEqual(["/labs"]);
    const [result] = answer.results;
    expect(result?.section?.url).toBe("/labs#object-lock-undone");
    expect(result?.section?.title.filter((part) => part.mark).map((part) => part.text)).toEqual([
      "Immutable",
    ]);
    expect(result?.excerpt.filter((part) => part.mark).map((part) => part.text)).toEqual([
      "immutable",
      "backup",
    ]);
  });

  it("finds words as they are being typed (the last one as a prefix) and stems them", async () => {
    expect((await api("ransomw")).json<SearchAnswer>().results[0]?.url).toBe("/portfolio");
    expect((await api("restoring")).json<SearchAnswer>().total).toBe(MAX_RESULTS + 6);
  });

  it("answers one result per page, its best part under it", async () => {
    const { results } = (await api("vault")).json<SearchAnswer>();
    expect(results).toHaveLength(1);
    expect(results[0]?.url).toBe("/vault");
    expect(results[0]?.section?.url).toBe("/vault#vault-pricing");
  });

  it("ranks a match in a title above one in body text", async () => {
    const { results } = (await api("keel")).json<SearchAnswer>();
    expect(results.map((result) => result.url)).toEqual(["/titled", "/body"]);
  });

  it("finds a phrase by another of its synonym group", async () => {
    const { results } = (await api(abbreviation)).json<SearchAnswer>();
    expect(results.map((result) => result.url)).toContain("/abbreviated");
  });

  it("answers a misspelt query with the results of its correction, and says which", async () => {
    for (const [typed, meant] of [
      ["imutable", "immutable"],
      ["immutabel backup", "immutable backup"],
      ["ransomwre", "ransomware"],
    ] as const) {
      const answer = (await api(typed)).json<SearchAnswer>();
      expect(answer.query).toBe(typed);
      expect(answer.suggestion).toBe(meant);
      expect(answer.results).toEqual((await api(meant)).json<SearchAnswer>().results);
      expect(answer.total).toBeGreaterThan(0);
    }
    // A query that finds something as typed, or whose words are too far from any: no offer.
    expect((await api("immutable")).json<SearchAnswer>().suggestion).toBeUndefined();
    expect((await api("qzxwvy")).json<SearchAnswer>()).toMatchObject({ total: 0, results: [] });
    expect((await api("qzxwvy")).json<SearchAnswer>().suggestion).toBeUndefined();
  });

  it("counts every match but answers the best MAX_RESULTS", async () => {
    const answer = (await api("drills")).json<SearchAnswer>();
    expect(answer.total).toBe(MAX_RESULTS + 5);
    expect(answer.results).toHaveLength(MAX_RESULTS);
  });

  it("answers no results for an empty query or one without words", async () => {
    for (const q of [undefined, "", "   ", '"*^()']) {
      const response = await api(q);
      expect(response.statusCode).toBe(200);
      expect(response.json<SearchAnswer>()).toMatchObject({ total: 0, results: [] });
    }
  });

  it("refuses an over-long or repeated query (400), and keeps every security header", async () => {
    for (const q of ["a".repeat(MAX_QUERY_LENGTH + 1), ["a", "b"]]) {
      const response = await api(q);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty("error");
    }
    const ok = await api("lock");
    expect(ok.headers["content-security-policy"]).toBe(contentSecurityPolicy());
    expect(ok.headers["x-content-type-options"]).toBe("nosniff");
    expect(ok.headers["cache-control"]).toBe("no-cache");
  });
});

it("answers a write to /api/search 405, allowing GET and HEAD", async () => {
  const response = await app.inject({ method: "POST", url: "/api/search", payload: "q=x" });
  expect(response.statusCode).toBe(405);
  expect(response.headers.allow).toBe("GET, HEAD");
});

describe("GET /search", () => {
  const manifest = () =>
    JSON.parse(readFileSync(fixture.manifestPath, "utf8")) as Record<string, string[]>;

  it("writes the results into the page for a browser without JavaScript, terms in <mark>", async () => {
    const response = await app.inject({ method: "GET", url: "/search?q=immutable+backup" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const slot = response.body.match(
      /<noscript data-search-results="">([\s\S]*?)<\/noscript>/,
    )?.[1];
    expect(slot).toContain('<h2 class="search-result-title h5"><a href="/labs">Labs</a></h2>');
    expect(slot).toContain('<a href="/labs#object-lock-undone"><mark>Immutable</mark> until');
    expect(slot).toContain("<mark>immutable</mark> <mark>backup</mark>");
    expect(slot).toMatch(/<p class="search-status">1 result for “immutable backup”<\/p>/);
    expect(response.body).toContain('value="immutable backup"');
  });

  it("sends the page's own CSP, as for the prerendered file, and the other headers", async () => {
    const [withQuery, without, home] = await Promise.all([
      app.inject({ method: "GET", url: "/search?q=lock" }),
      app.inject({ method: "GET", url: "/search" }),
      app.inject({ method: "GET", url: "/home" }),
    ]);
    const policy = contentSecurityPolicy(manifest()["/search"]);
    expect(withQuery.headers["content-security-policy"]).toBe(policy);
    expect(without.headers["content-security-policy"]).toBe(policy);
    for (const name of [
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(withQuery.headers[name]).toBe(home.headers[name]);
    }
    expect(withQuery.headers["cache-control"]).toBe("no-cache");
    expect(without.statusCode).toBe(200);
    expect(without.body).toContain(RESULTS_SLOT);
    expect(without.headers.etag).toBeTruthy(); // the prerendered file, as for any page
  });

  it("escapes what the visitor and the index hold", async () => {
    const typed = await app.inject({
      method: "GET",
      url: `/search?q=${encodeURIComponent('script "><img src=x>')}`,
    });
    expect(typed.body).not.toMatch(/<img src=x/);
    expect(typed.body).toContain("script &quot;&gt;&lt;img src=x&gt;");
    const indexed = await app.inject({ method: "GET", url: "/search?q=script+alert" });
    expect(indexed.body).not.toContain("<script>alert");
    expect(indexed.body).toContain(
      "&lt;<mark>script</mark>&gt;<mark>alert</mark>(1)&lt;/<mark>script</mark>&gt;",
    );
    expect(indexed.body).toContain("Labs &amp; tools");
  });

  it("offers the corrected query as a link, and shows its results", async () => {
    const response = await app.inject({ method: "GET", url: "/search?q=imutable" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /<p class="search-suggestion">[^<]*<a href="\/search\?q=immutable">immutable<\/a>/,
    );
    expect(response.body).toContain('<a href="/labs">');
    expect(response.body).toContain('value="imutable"');
  });

  it("answers an over-long query with the page and a 400", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/search?q=${"a".repeat(MAX_QUERY_LENGTH + 1)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`at most ${MAX_QUERY_LENGTH} characters`);
  });

  it("compresses the page for clients that take gzip", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/search?q=lock",
      headers: { "accept-encoding": "br;q=1, gzip;q=0.5" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(response.rawPayload).toString()).toContain("<mark>lock</mark>");
  });
});

describe("a client's allowance", () => {
  it("answers searches beyond it 429 with Retry-After, other clients and pages as before", async () => {
    const limited = await buildServer({
      clientDir: fixture.clientDir,
      cspManifestPath: fixture.manifestPath,
      shadowCradleHosts: [],
      dataDir: join(fixture.root, "data-limited"),
      searchIndexPath: indexPath,
      searchRateLimitMax: 3,
      searchRefusalDelayMs: 0,
      trustProxy: "127.0.0.1",
    });
    try {
      const from = (address: string, url: string) =>
        limited.inject({ method: "GET", url, headers: { "x-forwarded-for": address } });
      const statuses = [];
      for (const url of [
        "/api/search?q=lock",
        "/search?q=lock",
        "/api/search?q=a",
        "/api/search?q=b",
      ]) {
        statuses.push((await from("203.0.113.7", url)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await from("203.0.113.7", "/search?q=lock");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.headers["x-content-type-options"]).toBe("nosniff");
      expect((await from("203.0.113.7", "/search")).statusCode).toBe(200); // no query: the page
      expect((await from("203.0.113.7", "/home")).statusCode).toBe(200);
      expect((await from("198.51.100.1", "/api/search?q=lock")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("under load", () => {
  /**
   * The search routes alone, over the fixture's index, counting the searches each query
   * causes; each search takes `searchMs` on the routes' clock.
   */
  async function routes(options: {
    cacheMax: number;
    timeShare: number;
    searchMs?: number;
    rateLimitMax?: number;
  }) {
    const index = openSearchIndex(indexPath);
    const searches = new Map<string, number>();
    const clock = { ms: 0, waits: [] as number[] };
    const counted: SearchIndex = {
      search(query) {
        searches.set(query, (searches.get(query) ?? 0) + 1);
        clock.ms += options.searchMs ?? 0;
        return index.search(query);
      },
      close: () => index.close(),
    };
    const server = Fastify();
    registerSearchRoutes(server, {
      index: counted,
      rateLimitMax: options.rateLimitMax ?? 10_000,
      cacheMax: options.cacheMax,
      timeShare: options.timeShare,
      now: () => clock.ms,
      sleep: async (ms) => clock.waits.push(ms),
      page: {
        file: "search/index.html",
        path: join(fixture.clientDir, "search/index.html"),
        csp: undefined,
      },
      negotiate: (header) => (header?.includes("gzip") ? "gzip" : undefined),
    });
    await server.ready();
    return { server, searches, clock };
  }

  it("answers a repeated query from its cache, the same as the first time", async () => {
    const { server, searches } = await routes({ cacheMax: 2, timeShare: 1 });
    try {
      const get = (url: string, encoding = "identity") =>
        server.inject({ method: "GET", url, headers: { "accept-encoding": encoding } });
      const first = await get("/api/search?q=lock");
      const again = await get("/api/search?q=lock");
      expect(again.statusCode).toBe(200);
      expect(again.headers["content-type"]).toMatch(/^application\/json/);
      expect(again.body).toBe(first.body);
      const page = await get("/search?q=lock");
      const pageAgain = await get("/search?q=lock");
      const gzipped = await get("/search?q=lock", "gzip");
      expect(pageAgain.body).toBe(page.body);
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(page.body);
      expect(page.body).toContain("<mark>lock</mark>");
      expect(searches.get("lock")).toBe(1); // one search for all five answers
      // Two more queries: the cache keeps two, so "lock" is searched again.
      await get("/api/search?q=vault");
      await get("/api/search?q=keel");
      expect((await get("/api/search?q=lock")).body).toBe(first.body);
      expect(searches.get("lock")).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("refuses searches beyond the server's time share 503 with Retry-After, cached ones not", async () => {
    // Each search takes a whole burst, of which half is paid back as it runs: two in a row
    // (burst → 0 → -burst/2 → 0), then none until time has passed.
    const { server, clock } = await routes({
      cacheMax: 10,
      timeShare: 0.5,
      searchMs: SEARCH_BURST_MS,
    });
    try {
      const get = (url: string) => server.inject({ method: "GET", url });
      for (const url of ["/api/search?q=lock", "/search?q=vault"]) {
        expect((await get(url)).statusCode).toBe(200);
      }
      for (const url of ["/api/search?q=keel", "/search?q=keel"]) {
        const refused = await get(url);
        expect(refused.statusCode).toBe(503);
        expect(refused.headers["retry-after"]).toBe("1");
        expect(refused.headers["cache-control"]).toBe("no-store");
      }
      expect((await get("/api/search?q=lock")).statusCode).toBe(200); // cached
      expect((await get("/search?q=vault")).statusCode).toBe(200);
      clock.ms += 1;
      expect((await get("/api/search?q=keel")).statusCode).toBe(200);
      expect(clock.waits).toHaveLength(2); // the refusals waited
    } finally {
      await server.close();
    }
  });

  it("holds a refusal about REFUSAL_DELAY_MS before it is sent, an answer not", async () => {
    const { server, clock } = await routes({ cacheMax: 0, timeShare: 1, rateLimitMax: 1 });
    try {
      const get = (url: string) => server.inject({ method: "GET", url });
      expect((await get("/api/search?q=lock")).statusCode).toBe(200);
      expect(clock.waits).toEqual([]);
      const refused = await get("/search?q=lock");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(clock.waits).toHaveLength(1);
      expect(clock.waits[0]).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS / 2);
      expect(clock.waits[0]).toBeLessThanOrEqual((REFUSAL_DELAY_MS * 3) / 2);
    } finally {
      await server.close();
    }
  });
});

describe("without an index", () => {
  it("refuses to start when the index file is missing", async () => {
    await expect(
      buildServer({
        clientDir: fixture.clientDir,
        cspManifestPath: fixture.manifestPath,
        shadowCradleHosts: [],
        dataDir: join(fixture.root, "data-missing"),
        searchIndexPath: join(fixture.root, "nothing.sqlite"),
      }),
    ).rejects.toThrow(/Search index not found/);
  });
});

it("escapeHtml escapes the five characters HTML gives meaning", () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
  );
});
