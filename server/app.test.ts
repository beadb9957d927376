// @vitest-environment node
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request as httpRequest } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";

import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { site } from "../app/content/generated/site.js";
import { parseHosts } from "../app/lib/host-redirect.js";
import { deferModuleBootstrap, postbuild } from "../scripts/postbuild.mjs";
import { buildServer, negotiateEncoding } from "./app.js";
import { contentTypeOverride } from "./file-policy.js";
import {
  bootstrap,
  createFixture,
  FILES,
  MODULE_PRELOADS,
  page,
  SCRIPTS,
} from "./testing/fixture.js";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

// Besides the pages, what React Router's build leaves in build/client for no visitor: the SPA
// fallback, and the loader data of resource routes; and the data file a page with a
// prerendered loader would have, which client navigations fetch.
const CSAF_LISTING =
  '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Index of /.well-known/csaf/white/</title></head>' +
  '<body><ul><li><a href="2026/">2026/</a></li></ul></body></html>\n';
const fixture = createFixture({
  ...FILES,
  "__spa-fallback.html": page("Loading", [SCRIPTS.context]),
  "robots.txt.data": '[{"_1":2},"robots"]',
  "sitemap.xml.data": '[{"_1":2},"sitemap"]',
  "home.data": '[{"_1":2},"home"]',
  // What other sites may read (CSAF files, a folder's listing, the feeds, security.txt).
  ".well-known/csaf/white/index.html": CSAF_LISTING,
  ".well-known/csaf/white/2026/csa-2026-07.json": '{"document":{}}\n',
  ".well-known/csaf/white/2026/csa-2026-07.json.sha256": `${"a".repeat(64)}  csa-2026-07.json\n`,
  ".well-known/csaf/openpgp/signing-key.asc": "-----BEGIN PGP PUBLIC KEY BLOCK-----\n",
  "labs/rss.xml": '<?xml version="1.0"?><rss version="2.0"></rss>',
  "labs/feed.json": '{"version":"https://jsonfeed.org/version/1.1"}',
  ".well-known/security.txt": "Contact: mailto:security@example.com\n",
});
let app: FastifyInstance;

beforeAll(async () => {
  await postbuild({ clientDir: fixture.clientDir, manifestPath: fixture.manifestPath });
  app = await buildServer({
    clientDir: fixture.clientDir,
    cspManifestPath: fixture.manifestPath,
    shadowCradleHosts: parseHosts(undefined, site.shadowCradleDefaultHosts),
    dataDir: join(fixture.root, "data"),
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

/** A GET whose path reaches the server byte for byte. */
async function rawGet(path: string) {
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("not listening");
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port: address.port, path }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

/**
 * The security headers every response carries, whatever its status; over TLS (`tls`), HSTS and
 * `upgrade-insecure-requests` too, and over plain HTTP neither (decision 0002).
 */
function expectSecurityHeaders(
  response: LightMyRequestResponse,
  scriptHashes: string[] = [],
  { tls = false, crossOrigin = false } = {},
) {
  const { headers } = response;
  expect(headers["content-security-policy"]).toBe(
    [
      "default-src 'none'",
      ["script-src 'self'", ...scriptHashes].join(" "),
      "style-src 'self'",
      "img-src 'self' data:",
      "media-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      "manifest-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      ...(tls ? ["upgrade-insecure-requests"] : []),
    ].join("; "),
  );
  expect(headers["strict-transport-security"]).toBe(
    tls ? "max-age=63072000; includeSubDomains" : undefined,
  );
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  for (const feature of [
    "camera",
    "microphone",
    "geolocation",
    "payment",
    "usb",
    "browsing-topics",
  ]) {
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  }
  expect(headers["cross-origin-resource-policy"]).toBe(
    crossOrigin ? "cross-origin" : "same-origin",
  );
  expect(headers["access-control-allow-origin"]).toBe(crossOrigin ? "*" : undefined);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
}

const deferred = (route: string) => sha256(deferModuleBootstrap(bootstrap(route), MODULE_PRELOADS));
const homeHashes = [sha256(SCRIPTS.context), sha256(SCRIPTS.stream), deferred("home")];
const notFoundHashes = [sha256(SCRIPTS.notFound), deferred("not-found")];
const fileText = (file: string) => readFileSync(join(fixture.clientDir, file), "utf8");

describe("files other sites may read", () => {
  it.each([
    ["/.well-known/csaf/white/2026/csa-2026-07.json", "application/json"],
    ["/.well-known/csaf/white/2026/csa-2026-07.json.sha256", "text/plain; charset=utf-8"],
    ["/.well-known/csaf/openpgp/signing-key.asc", "application/pgp-keys"],
    ["/labs/rss.xml", "application/rss+xml; charset=utf-8"],
    ["/labs/feed.json", "application/feed+json; charset=utf-8"],
    ["/.well-known/security.txt", "text/plain; charset=utf-8"],
  ])("%s: any origin may read it (CORS *, CORP cross-origin), as %s", async (url, type) => {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await app.inject({ method, url, headers: { origin: "https://x.example" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe(type);
      expectSecurityHeaders(response, [], { crossOrigin: true });
    }
  });

  it("a CSAF folder's listing answers at the folder's URL, no redirect, readable by all", async () => {
    const response = await get("/.well-known/csaf/white/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(CSAF_LISTING);
    expectSecurityHeaders(response, [], { crossOrigin: true });
    for (const other of ["/.well-known/csaf/white", "/.well-known/csaf/white/index.html"]) {
      expect((await get(other)).statusCode, other).toBe(404);
    }
  });

  it("pages and the site's other files keep CORP same-origin and no CORS", async () => {
    expectSecurityHeaders(await get("/home"), homeHashes);
    expectSecurityHeaders(await get("/robots.txt"));
    expectSecurityHeaders(await get("/no/such/page"), notFoundHashes);
  });
});

describe("pages", () => {
  it("serves /home with its own script hashes, revalidated on every use", async () => {
    const response = await get("/home");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).toBe(fileText("home/index.html"));
    expect(response.body).not.toMatch(/<link[^>]*modulepreload/);
    expectSecurityHeaders(response, homeHashes);
  });

  it("gives each page its own hashes, nested pages included", async () => {
    const response = await get("/industries/msp");
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, [sha256(SCRIPTS.msp), deferred("msp")]);
  });

  it("sends the brotli page when the client accepts it", async () => {
    const response = await get("/home", { "accept-encoding": "gzip, deflate, br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(fileText("home/index.html"));
    expectSecurityHeaders(response, homeHashes);
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/home" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
    expectSecurityHeaders(response, homeHashes);
  });

  it.each([
    ["/home/", "/home"],
    ["/home/?ref=ad&x=1", "/home?ref=ad&x=1"],
    ["/industries/msp/", "/industries/msp"],
    ["/home/index.html", "/home"],
    ["/index.html?a=b", "/?a=b"],
  ])("redirects %s to its one canonical URL %s (301)", async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
    expectSecurityHeaders(response);
  });

  it("revalidates with the ETag: 304 with the page's headers intact", async () => {
    for (const encoding of ["identity", "br"]) {
      const first = await get("/home", { "accept-encoding": encoding });
      const etag = String(first.headers.etag);
      const second = await get("/home", { "accept-encoding": encoding, "if-none-match": etag });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe("");
      expect(second.headers["cache-control"]).toBe("no-cache");
      // A 304 refreshes the cached response's headers, so it must carry the page's own CSP.
      expectSecurityHeaders(second, homeHashes);
    }
  });
});

describe("HSTS and upgrade-insecure-requests: only over TLS", () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await buildServer({
      clientDir: fixture.clientDir,
      cspManifestPath: fixture.manifestPath,
      shadowCradleHosts: [],
      dataDir: join(fixture.root, "data-proxied"),
      trustProxy: "127.0.0.1",
    });
  });
  afterAll(() => proxied.close());

  const https = { "x-forwarded-proto": "https" };
  /** Each kind of answer: a page, its redirect, an asset, the 404, a 405, the root's 302. */
  const answers = [
    ["GET", "/home", homeHashes],
    ["GET", "/home/", []],
    ["GET", "/assets/entry.client-AbC123.js", []],
    ["GET", "/no/such/page", notFoundHashes],
    ["DELETE", "/home", []],
    ["GET", "/", []],
  ] as const;

  it.each(answers)("%s %s over plain HTTP: neither", async (method, url, hashes) => {
    const response = await proxied.inject({ method, url });
    expectSecurityHeaders(response, [...hashes]);
  });

  it.each(answers)(
    "%s %s through the trusted proxy, which says https: both",
    async (method, url, hashes) => {
      const response = await proxied.inject({ method, url, headers: https });
      expectSecurityHeaders(response, [...hashes], { tls: true });
    },
  );

  it("ignores X-Forwarded-Proto from an address that is not the trusted proxy", async () => {
    const response = await proxied.inject({
      url: "/home",
      headers: https,
      remoteAddress: "203.0.113.9",
    });
    expectSecurityHeaders(response, homeHashes);
  });

  it("ignores X-Forwarded-Proto without TRUST_PROXY", async () => {
    expectSecurityHeaders(await get("/home", https), homeHashes);
  });

  it("takes the trusted proxy's word for plain HTTP too", async () => {
    const response = await proxied.inject({
      url: "/home",
      headers: { "x-forwarded-proto": "http" },
    });
    expectSecurityHeaders(response, homeHashes);
  });
});

describe("assets and public files", () => {
  const asset = "/assets/entry.client-AbC123.js";

  it("caches hashed assets for a year, immutable, with a plain script-src", async () => {
    const response = await get(asset);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expectSecurityHeaders(response);
  });

  it("serves the precompressed body to a client that accepts brotli, gzip to one that does not", async () => {
    const br = await get(asset, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(fileText(asset));
    const gzip = await get(asset, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
  });

  it("revalidates an asset to 304 with every header", async () => {
    const first = await get(asset, { "accept-encoding": "br" });
    const second = await get(asset, {
      "accept-encoding": "br",
      "if-none-match": String(first.headers.etag),
    });
    expect(second.statusCode).toBe(304);
    expect(second.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(second);
  });

  it("caches other public files for an hour", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expectSecurityHeaders(response);
  });

  it("sends fonts as they are", async () => {
    const response = await get("/assets/inter-Dx4kXJAl.woff2", { "accept-encoding": "br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("font/woff2");
    expect(response.headers["content-encoding"]).toBeUndefined();
  });
});

describe("not found", () => {
  it.each(["/definitely/not/here", "/404", "/404/", "/HOME", "/nope/", "/assets/missing-123.js"])(
    "%s is a 404 with the not-found page and its hashes",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(fileText("404/index.html"));
      expect(response.body).toContain("We couldn&#x27;t find that page");
      expectSecurityHeaders(response, notFoundHashes);
    },
  );

  it("sends the not-found page compressed when accepted", async () => {
    const response = await get("/no/such/page", { "accept-encoding": "br;q=0.9, gzip" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toBe("Accept-Encoding");
  });

  it.each(["/__spa-fallback.html", "/robots.txt.data", "/sitemap.xml.data", "/__spa-fallback"])(
    "%s, a build leftover, is a 404",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(fileText("404/index.html"));
    },
  );

  it("still serves the data file of a page", async () => {
    const response = await get("/home.data");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(fileText("home.data"));
  });

  it("does not serve the precompressed siblings or the raw 404 file by name", async () => {
    for (const url of ["/home/index.html.br", "/404/index.html", "/assets/root-XyZ789.css.gz"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("root redirect", () => {
  it.each([
    ["ShadowCradle.com:3000", "/shadowcradle"],
    ["www.shadowcradle.com", "/shadowcradle"],
    ["WWW.SHADOWCRADLE.COM.", "/shadowcradle"],
    ["localhost", "/home"],
    ["localhost:3000", "/home"],
    ["www.cradlesec.com", "/home"],
    ["[::1]:3000", "/home"],
  ])("Host %s → 302 %s", async (host, location) => {
    const response = await get("/", { host });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toMatch(/\bHost\b/);
    expectSecurityHeaders(response);
  });

  it("keeps the query string", async () => {
    const response = await get("/?ref=ad&utm_source=x", { host: "localhost" });
    expect(response.headers.location).toBe("/home?ref=ad&utm_source=x");
  });

  it("answers HEAD too", async () => {
    const response = await app.inject({
      method: "HEAD",
      url: "/",
      headers: { host: "shadowcradle.com" },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/shadowcradle");
  });

  it("follows a custom host list", async () => {
    const custom = await buildServer({
      clientDir: fixture.clientDir,
      cspManifestPath: fixture.manifestPath,
      shadowCradleHosts: parseHosts(" Backup.Example , sc.test", site.shadowCradleDefaultHosts),
      dataDir: join(fixture.root, "data-custom"),
    });
    try {
      const inject = (host: string) => custom.inject({ url: "/", headers: { host } });
      expect((await inject("www.backup.example:8080")).headers.location).toBe("/shadowcradle");
      expect((await inject("SC.TEST")).headers.location).toBe("/shadowcradle");
      expect((await inject("shadowcradle.com")).headers.location).toBe("/home");
    } finally {
      await custom.close();
    }
  });
});

describe("methods and malformed requests", () => {
  it.each([
    ["POST", "/home"],
    ["POST", "/"],
    ["PUT", "/assets/entry.client-AbC123.js"],
    ["DELETE", "/home"],
    ["PATCH", "/no/such/page"],
    ["OPTIONS", "/home"],
  ] as const)("%s %s → 405 with Allow", async (method, url) => {
    const response = await app.inject({
      method,
      url,
      payload: method === "POST" ? "<x/>" : undefined,
      headers: { "content-type": "application/xml" },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expectSecurityHeaders(response);
  });

  // Over a real socket: inject() would normalise the URL before the server sees it.
  it.each([
    "/..%2f..%2fetc/passwd",
    "/assets/..%2f..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/%2e%2e/%2e%2e/csp-manifest.json",
    "/assets/%2E%2E%5C%2E%2E%5Ccsp-manifest.json",
    "/assets\\..\\..\\csp-manifest.json",
    "/home%00",
    "/%E0%A4%A",
    "/assets/%zz.js",
  ])("rejects %s with a 400, never a file or a 500", async (url) => {
    const response = await rawGet(url);
    expect(response.status).toBe(400);
    expect(response.body).not.toContain("sha256-");
    expectSecurityHeaders({ headers: response.headers } as LightMyRequestResponse);
  });

  it.each(["/../../csp-manifest.json", "/assets/../../csp-manifest.json", "/./home"])(
    "never serves %s from outside the client directory (raw dot segments)",
    async (url) => {
      const response = await rawGet(url);
      expect([400, 404]).toContain(response.status);
      expect(response.body).not.toContain("sha256-");
    },
  );

  it("never redirects off-site", async () => {
    for (const url of ["//evil.example/", "//evil.example/home/", "/\\evil.example/"]) {
      const response = await get(url);
      expect(String(response.headers.location ?? "")).not.toMatch(/evil/);
    }
  });
});

describe("negotiateEncoding", () => {
  it("follows q-values, prefers brotli on ties, and refuses q=0", () => {
    expect(negotiateEncoding("gzip, br", ["br", "gzip"])).toBe("br");
    expect(negotiateEncoding("br;q=0.5, gzip", ["br", "gzip"])).toBe("gzip");
    expect(negotiateEncoding("br;q=0, *", ["br", "gzip"])).toBe("gzip");
    expect(negotiateEncoding("identity", ["br", "gzip"])).toBeUndefined();
    expect(negotiateEncoding(undefined, ["br", "gzip"])).toBeUndefined();
    expect(negotiateEncoding("br", ["gzip"])).toBeUndefined();
  });
});

describe("start-up checks", () => {
  const options = () => ({
    clientDir: fixture.clientDir,
    cspManifestPath: fixture.manifestPath,
    shadowCradleHosts: [],
    dataDir: join(fixture.root, "data-checks"),
  });

  it("fails fast without a client directory", async () => {
    await expect(
      buildServer({ ...options(), clientDir: join(fixture.root, "nope") }),
    ).rejects.toThrow(/Client directory not found/);
  });

  it("fails fast without a CSP manifest", async () => {
    await expect(
      buildServer({ ...options(), cspManifestPath: join(fixture.root, "nope.json") }),
    ).rejects.toThrow(/CSP manifest not found/);
  });

  it("fails fast when a page has no hashes in the manifest", async () => {
    const manifestPath = join(fixture.root, "stale-manifest.json");
    writeFileSync(manifestPath, JSON.stringify({ "/": [], "/404": [], "/home": [] }));
    try {
      await expect(buildServer({ ...options(), cspManifestPath: manifestPath })).rejects.toThrow(
        /no entry for (.*, )?industries\/msp\/index\.html/,
      );
    } finally {
      rmSync(manifestPath);
    }
  });
});

describe("contentTypeOverride", () => {
  it.each([
    ["labs/rss.xml", "application/rss+xml; charset=utf-8"],
    ["labs/rss.xml.br", "application/rss+xml; charset=utf-8"],
    ["labs/feed.json", "application/feed+json; charset=utf-8"],
    ["labs/feed.json.gz", "application/feed+json; charset=utf-8"],
    [".well-known/csaf/white/2026/csa-2026-07.json", "application/json"],
    [".well-known/csaf/provider-metadata.json.br", "application/json"],
    [".well-known/csaf/white/2026/csa-2026-07.json.sha512", "text/plain; charset=utf-8"],
    [".well-known/csaf/white/2026/csa-2026-07.json.asc", undefined],
    [".well-known/csaf/openpgp/signing-key.asc", "application/pgp-keys"],
    [".well-known/csaf/white/index.txt", "text/plain; charset=utf-8"],
    [".well-known/security.txt", "text/plain; charset=utf-8"],
    ["robots.txt.gz", "text/plain; charset=utf-8"],
    ["site.webmanifest", "application/manifest+json; charset=utf-8"],
    ["site.webmanifest.br", "application/manifest+json; charset=utf-8"],
    ["sitemap.xml", undefined],
    ["icons/icon-512.png", undefined],
    ["assets/app-1234.js", undefined],
    ["home/index.html", undefined],
  ])("%s → %s", (file, type) => {
    expect(contentTypeOverride(file)).toBe(type);
  });
});
