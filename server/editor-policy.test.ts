// @vitest-environment node
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { site } from "../app/content/generated/site.js";
import { postbuild } from "../scripts/postbuild.mjs";
import { buildServer } from "./app.js";
import { editorPolicyPath } from "./build-output.js";
import { editorContentSecurityPolicy, editorSecurityHeaders } from "./editor-policy.js";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from "./file-policy.js";
import { STATIC_SECURITY_HEADERS, withTlsDirective } from "./security-headers.js";
import { cdnHeaders, describeSite, nginxConfig } from "./static-hosting.js";
import { createFixture, FILES } from "./testing/fixture.js";

const FORGE = {
  connect: ["https://gitlab.example.com"],
  img: ["https://gitlab.example.com", "https://secure.gravatar.com"],
};
const EDITOR_HTML =
  '<!doctype html><html lang="en"><head><title>Editor</title><script type="module" src="/admin/assets/index-abc.js"></script></head><body></body></html>';
const fixture = createFixture({
  ...FILES,
  "admin/index.html": EDITOR_HTML,
  "admin/preview.html": EDITOR_HTML.replace("Editor", "Preview"),
  "admin/assets/index-abc.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
  "admin/assets/font-abc.woff2": Buffer.from([0x77, 0x4f, 0x46, 0x32]),
});
/**
 * What a build serves: the forge's origins, and the site's own for the preview frame in Firefox
 * and WebKit (EditorOrigins.origin).
 */
const SERVED = { ...FORGE, origin: site.origin };
let app: FastifyInstance;

beforeAll(async () => {
  writeFileSync(editorPolicyPath(fixture.manifestPath), JSON.stringify(FORGE));
  await postbuild({ clientDir: fixture.clientDir, manifestPath: fixture.manifestPath });
  app = await buildServer({
    clientDir: fixture.clientDir,
    cspManifestPath: fixture.manifestPath,
    shadowCradleHosts: [],
    dataDir: join(fixture.root, "data"),
  });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

describe("the editor's policy", () => {
  it("allows scripts from the site only, inline styles, and the forge's origins", () => {
    const csp = editorContentSecurityPolicy(FORGE, "/admin/");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("connect-src 'self' data: blob: https://gitlab.example.com;");
    expect(csp).toContain(
      "img-src 'self' data: blob: https://gitlab.example.com https://secure.gravatar.com;",
    );
    expect(csp).toContain("frame-src 'self' blob:;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(editorContentSecurityPolicy(FORGE, "/admin/preview.html")).toContain(
      "frame-ancestors 'self'",
    );
    expect(editorContentSecurityPolicy({ connect: [], img: [] }, "/admin/")).toContain(
      "connect-src 'self' data: blob:;",
    );
  });
});

describe("the server at /admin/", () => {
  it("sends the editor with its CSP, noindex and no caching of its page", async () => {
    const response = await app.inject({ url: "/admin/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Editor</title>");
    expect(response.headers["content-security-policy"]).toBe(
      editorContentSecurityPolicy(SERVED, "/admin/"),
    );
    // Sveltia's blob: preview frame, inside /admin/: Firefox needs the origin named in frame-src
    // and WebKit applies /admin/'s frame-ancestors to it (decision 0033).
    expect(response.headers["content-security-policy"]).toMatch(
      new RegExp(`frame-src [^;]*${site.origin}.*frame-ancestors ${site.origin}`),
    );
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    expect(response.headers["cache-control"]).toBe(CACHE_REVALIDATE);
  });

  it("lets the editor frame its preview page, and caches hashed assets for good", async () => {
    const preview = await app.inject({ url: "/admin/preview.html" });
    expect(preview.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(preview.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const script = await app.inject({
      url: "/admin/assets/index-abc.js",
      headers: { "accept-encoding": "br" },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-encoding"]).toBe("br");
    expect(script.headers["cache-control"]).toBe(CACHE_IMMUTABLE);
    expect(script.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("leads /admin to /admin/, and answers anything else there with the not-found page", async () => {
    const redirect = await app.inject({ url: "/admin?x=1" });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/admin/?x=1");
    for (const url of ["/admin/index.html", "/admin/nope.js"]) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers["x-robots-tag"], url).toBeUndefined();
    }
  });

  it("keeps every visitor's page as strict as before", async () => {
    const home = await app.inject({ url: "/home" });
    expect(home.headers["content-security-policy"]).toMatch(/style-src 'self';/);
    expect(home.headers["content-security-policy"]).not.toContain("unsafe-inline");
    expect(home.headers["x-robots-tag"]).toBeUndefined();
    expect(home.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(home.headers["x-frame-options"]).toBe("DENY");
  });
});

describe("the static-hosting files for /admin/", () => {
  it("give nginx the editor's locations with its headers", () => {
    const site = describeSite(fixture.clientDir, fixture.manifestPath, []);
    const config = nginxConfig(site, {
      listen: ["8080"],
      root: "/srv/site",
      api: "127.0.0.1:3000",
    });
    const location = (name: string) => {
      const start = config.indexOf(`location ${name} {`);
      expect(start, name).toBeGreaterThan(-1);
      return config.slice(start, config.indexOf("\n        }", start));
    };
    const editor = location("^~ /admin/");
    expect(editor).toContain(
      `add_header Content-Security-Policy "${editorContentSecurityPolicy(SERVED, "/admin/")}$cradlesec_csp_tls" always;`,
    );
    expect(editor).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(editor).toContain('add_header Cross-Origin-Opener-Policy "unsafe-none" always;');
    expect(editor).toContain("try_files $cradlesec_file =404;");
    const preview = location("= /admin/preview.html");
    expect(preview).toContain("frame-ancestors 'self'");
    expect(preview).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(location("= /admin")).toContain("return 301 /admin/$is_args$args;");
    // The site's own locations are unchanged: no editor header, the strict policy.
    const rest = location("/");
    expect(rest).not.toContain("unsafe-inline");
    expect(rest).not.toContain("X-Robots-Tag");
    expect(rest).toContain(
      `add_header X-Frame-Options "${STATIC_SECURITY_HEADERS["x-frame-options"]}" always;`,
    );
    expect(config).toContain('"/admin/" "/admin/index.html";');
  });

  it("give the CDN one rule per editor page and one for its assets, never a second CSP", () => {
    const site = describeSite(fixture.clientDir, fixture.manifestPath, []);
    const rules = new Map(
      cdnHeaders(site)
        .split("\n\n")
        .map((block) => block.split("\n"))
        .filter(([pattern]) => pattern?.startsWith("/"))
        .map(([pattern, ...lines]) => [pattern!, lines.join("\n")]),
    );
    const editor = rules.get("/admin/")!;
    expect(editor).toContain(
      `Content-Security-Policy: ${withTlsDirective(editorContentSecurityPolicy(SERVED, "/admin/"))}`,
    );
    for (const [name, value] of Object.entries(editorSecurityHeaders("/admin/"))) {
      expect(editor).toContain(
        `${name.replace(/(^|-)([a-z])/g, (_, d: string, c: string) => d + c.toUpperCase())}: ${value}`,
      );
    }
    expect(rules.get("/admin/preview.html")).toContain("X-Frame-Options: SAMEORIGIN");
    expect(rules.get("/admin/assets/*")).toContain(`Cache-Control: ${CACHE_IMMUTABLE}`);
    // What differs by URL is not in "/*": a second value there would be joined to the first.
    const everywhere = rules.get("/*")!;
    expect(everywhere).not.toMatch(
      /X-Frame-Options|Cross-Origin-Opener-Policy|Content-Security-Policy/,
    );
    expect(rules.get("/home")).toMatch(
      /Content-Security-Policy: default-src 'none'; script-src 'self'/,
    );
    expect(rules.get("/home")).toContain("X-Frame-Options: DENY");
    expect(rules.get("/home")).not.toContain("unsafe-inline");
  });
});
