import { readFileSync } from "node:fs";

import { NOT_FOUND_PATH } from "../../app/lib/paths";
import {
  expect,
  expectSecurityHeaders,
  isCrossOriginReadable,
  resourcePaths,
  test,
} from "./fixtures";

// Every page's own response (its security headers, its no-cache and the hashes of its own inline
// scripts) is checked on the page's one load in pages.spec.ts. Here: the paths that are not
// pages, and how the server answers over TLS, revalidation and unknown paths.
test.describe("security and caching headers", () => {
  test("/ redirects, with the security headers", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expectSecurityHeaders(response.headers());
  });

  for (const path of resourcePaths) {
    test(`${path} is served as a file with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response.headers(), { crossOrigin: isCrossOriginReadable(path) });
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
    expectSecurityHeaders(response.headers(), { crossOrigin: true });
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

  test("an unknown path is a real 404 with the headers: the prerendered not-found page", async ({
    request,
  }) => {
    const response = await request.get("/definitely/not/here");
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response.headers());
    expect(await response.text()).toBe(
      readFileSync(`build/client${NOT_FOUND_PATH}/index.html`, "utf8"),
    );
  });
});
