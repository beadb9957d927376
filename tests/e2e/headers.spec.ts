import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { NOT_FOUND_PATH } from "../../app/lib/paths";
import { allPaths, expect, resourcePaths, test } from "./fixtures";

/**
 * The security headers every response carries, whatever its status. These requests reach the
 * server over plain HTTP, so HSTS and `upgrade-insecure-requests` are absent: they are sent only
 * over TLS (decision 0002); the Observatory test below asks as the production proxy does.
 */
function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).not.toContain("upgrade-insecure-requests");
  expect(headers["strict-transport-security"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
}

/** sha256 sources of a prerendered page's inline scripts, computed here independently. */
function inlineScriptHashes(path: string): string[] {
  const file = path === "/" ? "build/client/index.html" : `build/client${path}/index.html`;
  const html = readFileSync(file, "utf8");
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

test.describe("security and caching headers", () => {
  for (const path of allPaths) {
    test(`${path} carries the security headers and its own script hashes`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      expectSecurityHeaders(headers);
      if (path === "/") return;
      expect(headers["cache-control"]).toBe("no-cache");
      expect(response.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      for (const hash of inlineScriptHashes(path)) {
        expect(headers["content-security-policy"]).toContain(hash);
      }
    });
  }

  for (const path of resourcePaths) {
    test(`${path} is served as a file with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response.headers());
      if (path.endsWith("rss.xml")) {
        expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
        expect(await response.text()).toMatch(/^<\?xml[\s\S]*<rss version="2\.0"/);
      }
    });
  }

  // Production is behind a TLS proxy: the server here trusts 127.0.0.1 as one (TRUST_PROXY in
  // playwright.config.ts), so this asks as that proxy does.
  test("meets the HTTP Observatory's rules for an A+ over TLS", async ({ request }) => {
    for (const path of ["/home", "/contact", "/no/such/page", "/labs/rss.xml"]) {
      const response = await request.get(path, { headers: { "x-forwarded-proto": "https" } });
      const all = response.headersArray();
      const named = (name: string) => all.filter((header) => header.name.toLowerCase() === name);
      expect(named("strict-transport-security"), `${path}: HSTS sent once`).toHaveLength(1);
      expect(named("content-security-policy"), `${path}: one CSP`).toHaveLength(1);
      expect(named("set-cookie"), `${path}: no cookies at all`).toHaveLength(0);
      const csp = named("content-security-policy")[0]!.value;
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "data:", "https:", "http:", "*"]) {
        expect(scriptSrc, `${path}: script-src has no ${unsafe}`).not.toContain(unsafe);
      }
      expect(csp.split(";").map((d) => d.trim())).toContain("upgrade-insecure-requests");
      const hsts = named("strict-transport-security")[0]!.value;
      expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(15_768_000);
    }
  });

  test("security.txt is served as RFC 9116 asks", async ({ request }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expectSecurityHeaders(response.headers());
    const text = await response.text();
    for (const field of ["Contact", "Expires", "Policy", "Preferred-Languages", "Canonical"]) {
      expect(text).toMatch(new RegExp(`^${field}: \\S+`, "m"));
    }
  });

  test("hashed assets are cached for a year, immutable, and precompressed", async ({ request }) => {
    const html = await (await request.get("/home")).text();
    const css = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(css).toBeTruthy();
    const response = await request.get(css!, { headers: { "accept-encoding": "br" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
    expectSecurityHeaders(response.headers());
  });

  test("an ETag revalidates to 304 with the headers intact", async ({ request }) => {
    const first = await request.get("/home");
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const second = await request.get("/home", { headers: { "if-none-match": etag! } });
    expect(second.status()).toBe(304);
    expectSecurityHeaders(second.headers());
  });

  test("an unknown path is a real 404 with the headers", async ({ request }) => {
    const response = await request.get("/definitely/not/here");
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response.headers());
    expect(await response.text()).toContain("We couldn&#x27;t find that page");
  });
});
