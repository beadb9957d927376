// @vitest-environment node
// The form API against a real server on a socket and a real SQLite file.
import { request as httpRequest } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase } from "../db/database.js";
import { createLeadStore, type FormName, type LeadStore } from "../db/leads.js";
import { fakeSmtp, until } from "../testing/fake-smtp.js";
import {
  FORM,
  post as postTo,
  type PostOptions,
  type Running,
  type TestSite,
  testSite,
} from "../testing/site.js";
import { ERROR_PAGE_CSP } from "./error-page.js";

/** Appears in every message posted: must never reach a log line. */
const SECRET = "zebra-kumquat-7741";

let site: TestSite;
let server: Running;
let store: LeadStore;
let closeStore: () => void;
const start: TestSite["start"] = (...args) => site.start(...args);

beforeAll(async () => {
  site = await testSite();
  server = await start();
  const db = openDatabase(server.dataDir); // a second connection, as the CLI would have
  store = createLeadStore(db);
  closeStore = () => db.close();
});
afterAll(async () => {
  closeStore();
  await server.app.close();
  site.cleanup();
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Dana Ortiz",
  email: "dana@example.com",
  company: "Ortiz IT",
  segment: "msp",
  topic: "shadowcradle",
  message: `We manage 40 clients and want immutable backups. ${SECRET}`,
  website: "",
  ...overrides,
});

/** A POST to `path` on the shared server (or `base`). */
const post = (path: string, body: unknown, options: PostOptions & { base?: string } = {}) =>
  postTo(`${options.base ?? server.base}${path}`, body, options);

const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();

function expectApiHeaders(headers: Headers) {
  expect(headers.get("cache-control")).toBe("no-store");
  expect(headers.get("content-security-policy")).toMatch(/default-src 'none'/);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  // Over plain HTTP, as these tests post: HSTS only over TLS (security-headers.test.ts).
  expect(headers.get("strict-transport-security")).toBeNull();
  expect(headers.get("x-frame-options")).toBe("DENY");
}

const rows = (form: FormName) => store.list({ form });

describe("valid posts", () => {
  it("stores a contact message sent as JSON: 201 {ok: true}", async () => {
    const before = store.count("contact");
    const response = await post("/api/contact", contact({ email: "json@example.com" }));
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ ok: true });
    expectApiHeaders(response.headers);
    expect(store.count("contact")).toBe(before + 1);
    const row = rows("contact").find((record) => record.email === "json@example.com");
    expect(row).toMatchObject({ name: "Dana Ortiz", company: "Ortiz IT", segment: "msp" });
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("redirects a browser form post (no JavaScript) to the thank-you page: 303", async () => {
    const body = form([
      ["name", "  Sam Lee "],
      ["email", "form@example.com"],
      ["company", ""],
      ["segment", ""],
      ["topic", "compliance"],
      ["message", `Please call me about compliance readiness. ${SECRET}`],
      ["website", ""],
    ]);
    const response = await post("/api/contact", body, { type: FORM });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you?form=contact");
    expectApiHeaders(response.headers);
    const row = rows("contact").find((record) => record.email === "form@example.com");
    expect(row).toMatchObject({
      name: "Sam Lee",
      company: null,
      segment: null,
      topic: "compliance",
    });
  });

  it("answers JSON to a urlencoded post that asks for it", async () => {
    const body = form([["email", "accept@example.com"]]);
    const response = await post("/api/notify", body, {
      type: `${FORM}; charset=UTF-8`,
      headers: { accept: "application/json" },
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ ok: true });
  });

  it("takes a newsletter sign-up with repeated topics as pending, answering 202 every time", async () => {
    const first = await post(
      "/api/newsletter",
      form([
        ["email", "News@Example.com"],
        ["topics", "design"],
        ["topics", "product-news"],
        ["topics", ""],
      ]),
      { type: FORM },
    );
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/thank-you?form=newsletter");
    const [row] = rows("newsletter").filter((record) => record.email === "news@example.com");
    expect(row).toMatchObject({ topics: ["design", "product-news"], status: "pending" });

    // A repeat while pending (the visitor changed their mind): same answer, new topics.
    const again = await post("/api/newsletter", { email: "news@example.com", topics: ["design"] });
    expect(again.status).toBe(202);
    expect(again.json).toEqual({ ok: true });
    const repeat = await post("/api/newsletter", { email: " NEWS@example.COM " });
    expect(repeat.status).toBe(202);
    const after = rows("newsletter").filter((record) => record.email === "news@example.com");
    expect(after).toHaveLength(1);
    expect(after[0]?.topics).toEqual(["design"]); // no topics in the repeat: kept
    expect(after[0]?.created_at).toBe(row?.created_at);
  });

  it("takes a single topic from a form as a list of one", async () => {
    const body = form([
      ["email", "one-topic@example.com"],
      ["topics", "security-advisories"],
    ]);
    expect((await post("/api/newsletter", body, { type: FORM })).status).toBe(303);
    const row = rows("newsletter").find((record) => record.email === "one-topic@example.com");
    expect(row?.topics).toEqual(["security-advisories"]);
  });

  it("stores notify requests by product or by industry, once each", async () => {
    const product = await post("/api/notify", { email: "n@example.com", product: "portal" });
    expect(product.status).toBe(201);
    const industry = await post(
      "/api/notify",
      form([
        ["email", "n@example.com"],
        ["industry", "healthcare"],
        ["product", ""],
      ]),
      { type: FORM },
    );
    expect(industry.status).toBe(303);
    expect(industry.headers.get("location")).toBe("/thank-you?form=notify");
    const repeat = await post("/api/notify", { email: "N@example.com", product: "portal" });
    expect(repeat.status).toBe(200);
    expect(repeat.json).toEqual({ ok: true });
    const mine = rows("notify").filter((record) => record.email === "n@example.com");
    expect(mine.map(({ product, industry }) => [product, industry])).toEqual([
      ["portal", null],
      [null, "healthcare"],
    ]);
  });

  it("accepts a same-origin Origin and Sec-Fetch-Site, whatever the scheme", async () => {
    const host = new URL(server.base).host;
    for (const headers of <Record<string, string>[]>[
      { origin: `http://${host}`, "sec-fetch-site": "same-origin" },
      { origin: `https://${host}` },
      { "sec-fetch-site": "none" },
    ]) {
      const response = await post("/api/notify", { email: "origin@example.com" }, { headers });
      expect([200, 201], JSON.stringify(headers)).toContain(response.status);
    }
  });
});

describe("honeypot", () => {
  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = { contact: store.count("contact"), newsletter: store.count("newsletter") };
    const json = await post("/api/contact", contact({ website: "https://spam.example" }));
    expect(json.status).toBe(201);
    expect(json.json).toEqual({ ok: true });
    const browser = await post(
      "/api/newsletter",
      form([
        ["email", "bot@example.com"],
        ["website", "x"],
      ]),
      { type: FORM },
    );
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe("/thank-you?form=newsletter");
    // Even an invalid post gets the success answer: a bot learns nothing.
    expect((await post("/api/notify", { email: "nope", website: "x" })).status).toBe(201);
    expect(store.count("contact")).toBe(before.contact);
    expect(store.count("newsletter")).toBe(before.newsletter);
  });
});

describe("refusals", () => {
  it("400: one message per failing field, as JSON", async () => {
    const response = await post(
      "/api/contact",
      contact({ name: " ", email: "not-an-email", segment: "reseller", message: "Hi" }),
    );
    expect(response.status).toBe(400);
    expectApiHeaders(response.headers);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.json).toEqual({
      errors: {
        name: "Enter your name.",
        email: "Enter an e-mail address like name@example.com.",
        segment: "Choose who you are from the list.",
        message: "Tell us a little more (at least 20 characters).",
      },
    });
  });

  it.each([
    ["unknown fields", "/api/newsletter", { email: "a@example.com", admin: true }, "form"],
    [
      "a list that is not one",
      "/api/newsletter",
      { email: "a@example.com", topics: "design" },
      "topics",
    ],
    ["an unknown topic", "/api/newsletter", { email: "a@example.com", topics: ["x"] }, "topics"],
    [
      "both product and industry",
      "/api/notify",
      { email: "a@example.com", product: "p", industry: "i" },
      "form",
    ],
    [
      "a NUL character",
      "/api/contact",
      contact({ message: `Hello\u0000 there, this is long enough` }),
      "message",
    ],
    ["a lone surrogate", "/api/contact", contact({ name: "Dana \ud800" }), "name"],
    ["a JSON array", "/api/contact", [contact()], "form"],
    ["JSON null", "/api/contact", null, "form"],
  ])("400 for %s", async (_label, path, body, field) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(Object.keys((response.json as { errors: object }).errors)).toContain(field);
  });

  it("400 for a browser post: a self-contained HTML page, escaped, no scripts", async () => {
    const referer = `${server.base}/contact?x=1`;
    const body = form([
      ["name", "<script>alert(1)</script>"],
      ["email", "<img src=x onerror=alert(1)>"],
      ["message", "<b>short</b>"],
      ["<i>field</i>", "1"],
    ]);
    const response = await post("/api/contact", body, { type: FORM, headers: { referer } });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe(ERROR_PAGE_CSP);
    expect(ERROR_PAGE_CSP).not.toMatch(/script-src/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.text).toContain("<strong>E-mail:</strong> Enter an e-mail address like");
    expect(response.text).toContain("Unexpected fields.");
    expect(response.text).toContain('href="/contact"');
    expect(response.text).not.toMatch(/<script|<img|<b>|<i>|alert/);
  });

  it("links back to the Referer's path only when it is this site", async () => {
    const backLink = async (referer: string) => {
      const body = form([["email", "x"]]);
      const response = await post("/api/newsletter", body, { type: FORM, headers: { referer } });
      return /href="([^"]*)"/.exec(response.text)?.[1];
    };
    expect(await backLink(`${server.base}/home`)).toBe("/home");
    expect(await backLink(`${server.base}//evil.example/x`)).toBe("/evil.example/x");
    expect(await backLink("https://evil.example/home")).toBe("/contact");
    expect(await backLink("javascript:alert(1)")).toBe("/contact");
  });

  it.each([
    [{ origin: "https://evil.example" }],
    [{ origin: "null" }],
    [{ origin: "https://127.0.0.1.evil.example" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
  ])("403 for a cross-site post %j, before reading the body", async (headers) => {
    const before = store.count("contact");
    const response = await post("/api/contact", contact(), { headers });
    expect(response.status).toBe(403);
    expectApiHeaders(response.headers);
    expect(response.json).toEqual({ error: expect.stringMatching(/own pages/) });
    const browser = await post("/api/contact", form([["name", "x"]]), { type: FORM, headers });
    expect(browser.status).toBe(403);
    expect(browser.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(store.count("contact")).toBe(before);
  });

  it("413 for a body over 16 KB", async () => {
    const response = await post("/api/contact", contact({ message: "x".repeat(17_000) }));
    expect(response.status).toBe(413);
    expectApiHeaders(response.headers);
    expect(response.json).toEqual({ error: expect.stringMatching(/16 KB/) });
  });

  it("413 for a chunked body over 16 KB too (no Content-Length)", async () => {
    const port = Number(new URL(server.base).port);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/contact",
          method: "POST",
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      for (let index = 0; index < 20; index += 1) request.write("x".repeat(1024));
      request.end();
    });
    expect(status).toBe(413);
  });

  it.each([
    "text/plain",
    "multipart/form-data; boundary=x",
    "application/xml",
    "",
    "application/json-patch+json",
  ])("415 for Content-Type %j", async (type) => {
    const response = await fetch(`${server.base}/api/contact`, {
      method: "POST",
      body: new TextEncoder().encode(JSON.stringify(contact())),
      headers: type ? { "content-type": type } : {},
    });
    expect(response.status).toBe(415);
    expectApiHeaders(response.headers);
  });

  it.each(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"])(
    "405 for %s on a form, Allow: POST",
    async (method) => {
      for (const path of ["/api/contact", "/api/newsletter", "/api/notify"]) {
        const response = await fetch(`${server.base}${path}`, { method });
        expect(response.status, path).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
        expectApiHeaders(response.headers);
      }
    },
  );

  it("404 for anything else under /api/, never the site's page", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await fetch(`${server.base}/api/nope`, {
        method,
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: "There is no such form." });
    }
  });
});

describe("behind a proxy (TRUST_PROXY)", () => {
  it("takes the client IP from a trusted proxy's X-Forwarded-For only", async () => {
    const proxied = await start({ trustProxy: "127.0.0.1", rateLimitMax: 1 });
    const direct = await start({ rateLimitMax: 1 });
    try {
      const send = (base: string, ip: string, email: string) =>
        post("/api/notify", { email }, { base, headers: { "x-forwarded-for": ip } });
      expect((await send(proxied.base, "203.0.113.1", "p1@example.com")).status).toBe(201);
      expect((await send(proxied.base, "203.0.113.2", "p2@example.com")).status).toBe(201);
      expect((await send(proxied.base, "203.0.113.2", "p3@example.com")).status).toBe(429);
      // Not trusted: every post is the socket's address, whatever the header says.
      expect((await send(direct.base, "203.0.113.1", "d1@example.com")).status).toBe(201);
      expect((await send(direct.base, "203.0.113.2", "d2@example.com")).status).toBe(429);
    } finally {
      await proxied.app.close();
      await direct.app.close();
    }
  });

  it.each(["true", "*", "1", "127.0.0.1, true", "0.0.0.0/0"])(
    "refuses to start with TRUST_PROXY=%j, which would let any client choose its address",
    async (trustProxy) => {
      await expect(start({ trustProxy })).rejects.toThrow(
        /TRUST_PROXY takes the proxy's addresses/,
      );
    },
  );
});

describe("hosts (DNS rebinding)", () => {
  it("403 for a post from a page whose host is not the site's, even when Host agrees", async () => {
    // An attacker's name that resolves to this server: the browser sends its own Origin and
    // Host, which match; only the allow-list tells it from the site.
    for (const host of ["rebind.evil.example", "rebind.evil.example:8080"]) {
      const response = await post(
        "/api/notify",
        { email: "rebind@example.com" },
        {
          headers: { host, origin: `http://${host}`, "sec-fetch-site": "same-origin" },
        },
      );
      expect(response.status, host).toBe(403);
    }
  });

  it("accepts the site's own hosts, ShadowCradle's and PUBLIC_ORIGIN's, with or without www", async () => {
    const own = await start({
      shadowCradleHosts: ["shadowcradle.com"],
      publicOrigin: "https://staging.cradlesec.net",
    });
    try {
      for (const origin of [
        "https://www.cradlesec.com",
        "https://cradlesec.com",
        "https://www.shadowcradle.com",
        "https://shadowcradle.com",
        "https://staging.cradlesec.net",
        "https://www.staging.cradlesec.net",
      ]) {
        const response = await post(
          "/api/notify",
          { email: "hosts@example.com" },
          {
            base: own.base,
            headers: { origin },
          },
        );
        expect([200, 201], origin).toContain(response.status);
      }
      const other = await post(
        "/api/notify",
        { email: "hosts@example.com" },
        {
          base: own.base,
          headers: { origin: "http://127.0.0.2:1234" }, // loopback, but not the Host it was sent to
        },
      );
      expect(other.status).toBe(403);
    } finally {
      await own.app.close();
    }
  });
});

describe("rate limit", () => {
  it("429 with Retry-After after RATE_LIMIT_MAX accepted posts a minute, per form", async () => {
    const limited = await start({ rateLimitMax: 3 });
    try {
      const send = (path: string, body: unknown, options: PostOptions = {}) =>
        post(path, body, { ...options, base: limited.base });
      // Refused posts never use up the allowance: cross-site (403) or invalid (400).
      const crossSite = { origin: "https://evil.example" };
      for (let index = 0; index < 5; index += 1) {
        const refused = await send(
          "/api/notify",
          { email: "x@example.com" },
          { headers: crossSite },
        );
        expect(refused.status).toBe(403);
        expect((await send("/api/notify", { email: "not-an-address" })).status).toBe(400);
        expect((await send("/api/notify", "email=x", { type: FORM })).status).toBe(400);
      }
      for (let index = 0; index < 3; index += 1) {
        expect((await send("/api/notify", { email: `r${index}@example.com` })).status).toBe(201);
      }
      const refused = await send("/api/notify", { email: "r9@example.com" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(refused.json).toEqual({ error: expect.stringMatching(/wait a minute/) });
      expectApiHeaders(refused.headers);
      // The HTML answer for browsers says the same.
      const browser = await send("/api/notify", "email=r10%40example.com", { type: FORM });
      expect(browser.status).toBe(429);
      expect(browser.text).toContain("Too many submissions");
      // Each form has its own allowance.
      expect((await send("/api/newsletter", { email: "r@example.com" })).status).toBe(202);
    } finally {
      await limited.app.close();
    }
  });

  it("counts an IPv6 client by its /64: one allowance for every address in it", async () => {
    // Addresses as a trusted proxy passes them on (one /64 is one subscriber's line).
    const limited = await start({ trustProxy: "127.0.0.1", rateLimitMax: 2 });
    try {
      const send = (ip: string, email: string) =>
        post("/api/notify", { email }, { base: limited.base, headers: { "x-forwarded-for": ip } });
      const statuses = async (posts: [ip: string, email: string][]) => {
        const answers: number[] = [];
        for (const [ip, email] of posts) answers.push((await send(ip, email)).status);
        return answers;
      };
      // Three addresses of 2001:db8:1:2::/64, however written: two posts between them.
      expect(
        await statuses([
          ["2001:db8:1:2::a", "v1@example.com"],
          ["2001:db8:1:2:ffff:ffff:ffff:ffff", "v2@example.com"],
          ["2001:DB8:1:2:0:0:0:b", "v3@example.com"],
        ]),
      ).toEqual([201, 201, 429]);
      // The next /64 has an allowance of its own, used up the same way.
      expect(
        await statuses([
          ["2001:db8:1:3::a", "w1@example.com"],
          ["2001:db8:1:3::b", "w2@example.com"],
          ["2001:db8:1:3::a", "w3@example.com"],
        ]),
      ).toEqual([201, 201, 429]);
      // And the first is still used up.
      expect(await statuses([["2001:db8:1:2::c", "v4@example.com"]])).toEqual([429]);
    } finally {
      await limited.app.close();
    }
  });
});

/** Deterministic pseudo-random numbers (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fuzzCases(count: number): { path: string; type: string; body: string | Uint8Array }[] {
  const next = random(20_260_101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const paths = ["/api/contact", "/api/newsletter", "/api/notify"];
  const keys = [
    "name",
    "email",
    "company",
    "segment",
    "topic",
    "message",
    "website",
    "topics",
    "product",
    "industry",
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "",
    "a".repeat(300),
    "emaiL",
    "topics[]",
  ];
  const values: unknown[] = [
    null,
    true,
    false,
    0,
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER,
    "",
    " ",
    "a@b.c",
    "x@example.com",
    "msp",
    "design",
    ["design", "design"],
    [],
    {},
    [[[]]],
    { nested: { deeper: ["x"] } },
    "x".repeat(5_001),
    "😀".repeat(2_000),
    "\u0000\u0001\u001b[31m",
    "\ud800\udc00\ud800",
    "=cmd|' /C calc'!A0",
    "<script>alert(1)</script>",
    "a".repeat(254) + "@example.com",
    `Legit looking message that is long enough. ${SECRET}`,
    Array.from({ length: 50 }, () => "design"),
  ];
  const randomBytes = (length: number) =>
    Uint8Array.from({ length }, () => Math.floor(next() * 256));
  const randomObject = () => {
    const object: Record<string, unknown> = {};
    const size = Math.floor(next() * 8);
    for (let index = 0; index < size; index += 1) {
      Object.defineProperty(object, pick(keys), {
        value: pick(values),
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return object;
  };
  const fixed: { type: string; body: string | Uint8Array }[] = [
    { type: "application/json", body: "" },
    { type: "application/json", body: "{" },
    { type: "application/json", body: '{"email": "a@example.com",}' },
    { type: "application/json", body: "{'email': 'a@example.com'}" },
    { type: "application/json", body: '{"email": NaN}' },
    { type: "application/json", body: "null" },
    { type: "application/json", body: "[]" },
    { type: "application/json", body: "42" },
    { type: "application/json", body: '"string"' },
    { type: "application/json", body: "\ufeff{}" },
    {
      type: "application/json",
      body: '{"__proto__": {"polluted": true}, "email": "a@example.com"}',
    },
    { type: "application/json", body: '{"constructor": {"prototype": {"polluted": true}}}' },
    { type: "application/json", body: '{"email": "a@example.com", "email": {"$gt": ""}}' },
    { type: "application/json", body: "[".repeat(8_000) + "]".repeat(8_000) },
    { type: "application/json", body: '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000) },
    {
      type: "application/json",
      body: Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    },
    { type: "application/json", body: Uint8Array.from([0x22, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22]) },
    { type: "application/json; charset=utf-16", body: '{"email":"a@example.com"}' },
    { type: "APPLICATION/JSON", body: '{"email":"A@EXAMPLE.COM"}' },
    { type: FORM, body: "" },
    { type: FORM, body: "%" },
    { type: FORM, body: "email=%zz&name=%E0%A4%A" },
    { type: FORM, body: "&&&==&=&" },
    { type: FORM, body: "__proto__[polluted]=1&constructor[prototype][x]=1&email=a@example.com" },
    { type: FORM, body: "__proto__=x&email=a@example.com" },
    { type: FORM, body: `email=a@example.com${"&topics=design".repeat(1_000)}` },
    { type: FORM, body: "email=a@example.com&email=b@example.com" },
    { type: FORM, body: `message=${"%00".repeat(3_000)}` },
    { type: FORM, body: Uint8Array.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xc0, 0x80]) },
    { type: `${FORM}; charset=iso-8859-1`, body: "email=caf%E9@example.com" },
  ];
  const cases = paths.flatMap((path) => fixed.map((item) => ({ path, ...item })));
  while (cases.length < count) {
    const path = pick(paths);
    const kind = Math.floor(next() * 5);
    const type = pick(["application/json", FORM]);
    if (kind === 0) {
      cases.push({ path, type, body: randomBytes(Math.floor(next() * 3_000)) });
    } else if (kind === 1 || type === "application/json") {
      let text = JSON.stringify(randomObject());
      if (kind === 2) text = text.slice(0, Math.floor(next() * text.length)); // truncated
      cases.push({ path, type: "application/json", body: text });
    } else {
      const params = new URLSearchParams();
      const object = randomObject();
      for (const key of Object.keys(object)) params.append(key, String(object[key]));
      cases.push({ path, type: FORM, body: params.toString() });
    }
  }
  return cases;
}

describe("robustness", () => {
  it("never answers a malformed body with a 5xx (fuzz)", async () => {
    const cases = fuzzCases(300);
    const counts: Record<number, number> = {};
    const failures: string[] = [];
    for (let start = 0; start < cases.length; start += 25) {
      const batch = cases.slice(start, start + 25);
      const statuses = await Promise.all(
        batch.map(async ({ path, type, body }) => {
          const response = await fetch(`${server.base}${path}`, {
            method: "POST",
            body,
            headers: { "content-type": type },
            redirect: "manual",
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      statuses.forEach((status, index) => {
        counts[status] = (counts[status] ?? 0) + 1;
        if (status >= 500) failures.push(`${status} ${JSON.stringify(batch[index])}`.slice(0, 300));
      });
    }
    console.info(
      `fuzz: ${cases.length} malformed bodies → status counts ${JSON.stringify(counts)}`,
    );
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(Object.keys(counts).every((status) => Number(status) < 500)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await post("/api/notify", { email: "after-fuzz@example.com" })).status).toBe(201);
  });

  it("answers 200 concurrent valid posts with 201 and stores every one", async () => {
    const before = store.count("contact");
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post("/api/contact", contact({ email: `c${index}@example.com` })).then((r) => r.status),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const created = statuses.filter((status) => status === 201).length;
    const stored = store.count("contact") - before;
    console.info(`concurrency: 200 posts → ${created} × 201, ${stored} rows stored, ${ms} ms`);
    expect(created).toBe(200);
    expect(stored).toBe(200);
  });

  it("keeps every submission across a restart", async () => {
    const own = await start();
    await post("/api/contact", contact({ email: "restart@example.com" }), { base: own.base });
    await post(
      "/api/newsletter",
      { email: "restart@example.com", topics: ["design"] },
      { base: own.base },
    );
    await own.app.close();

    const again = await start({}, own.dataDir);
    try {
      const db = openDatabase(own.dataDir);
      const records = createLeadStore(db).list();
      db.close();
      expect(records.map(({ form, email }) => `${form} ${email}`)).toEqual([
        "contact restart@example.com",
        "newsletter restart@example.com",
      ]);
      const repeat = await post(
        "/api/newsletter",
        { email: "restart@example.com" },
        { base: again.base },
      );
      expect(repeat.status).toBe(202);
    } finally {
      await again.app.close();
    }
  });
});

describe("e-mail to sales", () => {
  it("queues each stored contact message and sends it to the sales inbox when SMTP_URL is set", async () => {
    const smtp = await fakeSmtp();
    const mailing = await start({ smtpUrl: smtp.url });
    try {
      const response = await post("/api/contact", contact({ email: "mail@example.com" }), {
        base: mailing.base,
      });
      expect(response.status).toBe(201);
      await until(() => smtp.messages.length === 1);
      const [message = ""] = smtp.messages;
      expect(message).toMatch(/^To: sales@cradlesec\.com$/m);
      expect(message).toMatch(/^Reply-To: mail@example\.com$/m);
      expect(message).toMatch(/^Subject: Website contact: Dana Ortiz \(Ortiz IT\)$/m);
      expect(message).toContain(SECRET);
      // No e-mail for notify requests, nor for a honeypot.
      await post("/api/notify", { email: "m@example.com" }, { base: mailing.base });
      await post("/api/contact", contact({ website: "x" }), { base: mailing.base });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await mailing.app.close();
      await smtp.close();
    }
  });

  it("stores and answers even when the mail server is down, keeping the e-mail to retry", async () => {
    const failing = await start({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      const response = await post("/api/contact", contact({ email: "down@example.com" }), {
        base: failing.base,
      });
      expect(response.status).toBe(201);
      await until(() => site.logs.some((line) => line.includes("e-mail failed, will retry")));
      const db = openDatabase(failing.dataDir);
      const [record] = createLeadStore(db).list({ form: "contact" });
      db.close();
      expect(record).toMatchObject({ email: "down@example.com", mail: "pending" });
    } finally {
      await failing.app.close();
    }
  });
});

describe("logs", () => {
  it("never contain what visitors typed", () => {
    expect(site.logs.length).toBeGreaterThan(100);
    expect(site.logs.join("\n")).not.toContain(SECRET);
    expect(site.logs.join("\n")).not.toContain("Dana Ortiz");
  });
});
