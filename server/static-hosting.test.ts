// @vitest-environment node
import { readFileSync } from "node:fs";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postbuild } from "../scripts/postbuild.mjs";
import { CACHE_IMMUTABLE, CACHE_PUBLIC_FILE, CACHE_REVALIDATE } from "./file-policy.js";
import {
  contentSecurityPolicy,
  CROSS_ORIGIN_READABLE_HEADERS,
  STATIC_SECURITY_HEADERS,
  TLS_ONLY_HEADERS,
  withTlsDirective,
} from "./security-headers.js";
import {
  CDN_LIMITS,
  cdnHeaders,
  cdnHeadersProblems,
  cdnRedirects,
  describeSite,
  nginxConfig,
  type StaticSite,
} from "./static-hosting.js";
import { createFixture, FILES, page, SCRIPTS } from "./testing/fixture.js";

const HOSTS = ["shadowcradle.com", "www.shadowcradle.com"];
const fixture = createFixture({
  ...FILES,
  "labs/rss.xml": '<?xml version="1.0"?><rss version="2.0"></rss>',
  "og/home.png": Buffer.from([137, 80, 78, 71]),
  "og/about.png": Buffer.from([137, 80, 78, 71]),
  "home.data": '[{"_1":2},"home"]',
  // Files in a folder below one that holds a page: the deeper folder is one rule.
  ".well-known/csaf/white/2026/csa-2026-07.json": '{"document":{}}',
  ".well-known/csaf/provider-metadata.json": '{"role":"csaf_trusted_provider"}',
  ".well-known/csaf/white/2026/csa-2026-07.json.sha256": `${"a".repeat(64)}  csa-2026-07.json\n`,
  ".well-known/csaf/white/index.html": '<!DOCTYPE html><html lang="en"><title>Index</title></html>',
  "industries/msp/briefs/a.json": "{}",
  "industries/msp/briefs/b.json": "{}",
  "robots.txt.data": '[{"_1":2},"robots"]',
  "__spa-fallback.html": page("Loading", [SCRIPTS.context]),
});
let site: StaticSite;
let manifest: Record<string, string[]>;

beforeAll(async () => {
  await postbuild({ clientDir: fixture.clientDir, manifestPath: fixture.manifestPath });
  manifest = JSON.parse(readFileSync(fixture.manifestPath, "utf8")) as Record<string, string[]>;
  site = describeSite(fixture.clientDir, fixture.manifestPath, HOSTS);
});
afterAll(() => fixture.cleanup());

const nginx = () =>
  nginxConfig(site, { listen: ["8080"], root: "/srv/site", api: "127.0.0.1:3000" });

/** The entries of one `map … $name { … }` block of an nginx configuration. */
function mapEntries(config: string, name: string): Map<string, string> {
  const block = new RegExp(`map \\S+ \\$${name} \\{\\n([\\s\\S]*?)\\n    \\}`).exec(config);
  expect(block, `map $${name}`).toBeTruthy();
  const entries = new Map<string, string>();
  for (const line of block![1]!.split("\n")) {
    const match = /^\s+("[^"]*"|\S+) ("[^"]*"|\S+);$/.exec(line);
    if (match) entries.set(match[1]!.replace(/^"|"$/g, ""), match[2]!.replace(/^"|"$/g, ""));
  }
  return entries;
}

/** `location … { … }` blocks of the server, by their match. */
function locations(config: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of config.matchAll(/\n {8}location (.+?) \{\n([\s\S]*?)\n {8}\}/g)) {
    found.set(match[1]!, match[2]!);
  }
  return found;
}

describe("describeSite", () => {
  it("lists the URLs the server serves, with each page's CSP and each file's policy", () => {
    const byPath = new Map(site.served.map((url) => [url.path, url]));
    expect(byPath.get("/home")).toMatchObject({
      file: "home/index.html",
      csp: contentSecurityPolicy(manifest["/home"]),
      cacheControl: CACHE_REVALIDATE,
      contentType: "text/html; charset=utf-8",
      page: true,
    });
    expect(manifest["/home"]!.length).toBeGreaterThan(0);
    expect(byPath.get("/assets/root-XyZ789.css")).toMatchObject({
      csp: contentSecurityPolicy(),
      cacheControl: CACHE_IMMUTABLE,
    });
    expect(byPath.get("/labs/rss.xml")?.contentType).toBe("application/rss+xml; charset=utf-8");
    expect(byPath.get("/home.data")?.cacheControl).toBe(CACHE_PUBLIC_FILE);
    // "/" only redirects, the not-found page only answers 404s, leftovers are for no one.
    for (const path of ["/", "/404", "/robots.txt.data", "/__spa-fallback.html"]) {
      expect(byPath.has(path), path).toBe(false);
    }
    expect(site.notFound).toMatchObject({
      path: "/404",
      csp: contentSecurityPolicy(manifest["/404"]),
    });
  });

  it("redirects each page's other URLs, and leads / by host", () => {
    expect(site.canonicalRedirects).toEqual(
      expect.arrayContaining([
        { from: "/home/", to: "/home" },
        { from: "/home/index.html", to: "/home" },
        { from: "/industries/msp/", to: "/industries/msp" },
        { from: "/index.html", to: "/" },
      ]),
    );
    expect(site.canonicalRedirects.some(({ from }) => from.startsWith("/assets"))).toBe(false);
    expect(site.root).toEqual({
      fallback: "/home",
      hosts: [
        { host: "shadowcradle.com", target: "/shadowcradle" },
        { host: "www.shadowcradle.com", target: "/shadowcradle" },
      ],
    });
    const other = describeSite(fixture.clientDir, fixture.manifestPath, ["www.backup.example"]);
    expect(other.root.hosts.map(({ host }) => host)).toEqual([
      "backup.example",
      "www.backup.example",
    ]);
  });
});

describe("nginxConfig", () => {
  it("serves exactly the server's URLs, each page with its own CSP and each file its cache", () => {
    const config = nginx();
    const files = mapEntries(config, "cradlesec_file");
    expect(files.get("default")).toBe("");
    files.delete("default");
    expect(new Set(files.keys())).toEqual(new Set(site.served.map((url) => url.path)));
    expect(files.get("/home")).toBe("/home/index.html");

    const csp = mapEntries(config, "cradlesec_csp");
    expect(csp.get("default")).toBe(contentSecurityPolicy());
    expect(csp.get("/home/index.html")).toBe(contentSecurityPolicy(manifest["/home"]));
    expect(csp.get("/404/index.html")).toBe(contentSecurityPolicy(manifest["/404"]));

    const cache = mapEntries(config, "cradlesec_cache");
    for (const url of [...site.served, site.notFound]) {
      expect(cache.get(`/${url.file}`) ?? cache.get("default"), url.path).toBe(url.cacheControl);
    }
    expect(mapEntries(config, "cradlesec_canonical").get("/home/")).toBe("/home");
    expect(mapEntries(config, "cradlesec_root")).toEqual(
      new Map([
        ["default", "/home"],
        ["shadowcradle.com", "/shadowcradle"],
        ["www.shadowcradle.com", "/shadowcradle"],
      ]),
    );
  });

  it("sends every security header from each location that answers, none on the API's", () => {
    const blocks = locations(nginx());
    expect([...blocks.keys()]).toEqual(
      expect.arrayContaining([
        "= /",
        "^~ /api/",
        "= /search",
        "= /404/index.html",
        "/",
        "= /labs/rss.xml",
      ]),
    );
    for (const [match, body] of blocks) {
      const names = [...body.matchAll(/add_header (\S+)/g)].map(([, name]) => name!.toLowerCase());
      if (match === "^~ /api/" || match === "= /search") {
        expect(names, match).toEqual([]); // the Node server sends its own
        expect(body, match).toContain("proxy_pass http://127.0.0.1:3000;");
        expect(body, match).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
        continue;
      }
      if (match === "= /api") continue; // a 404: the not-found location's headers
      const expected = [
        ...Object.keys(STATIC_SECURITY_HEADERS),
        ...Object.keys(TLS_ONLY_HEADERS),
        "content-security-policy",
        "cache-control",
      ];
      expect(names, match).toEqual(expect.arrayContaining(expected));
      expect(body, match).toMatch(/add_header Content-Security-Policy "[^"]*\$cradlesec_csp_tls"/);
    }
    // The feed is typed as the server types it, not by its extension.
    expect(blocks.get("= /labs/rss.xml")).toContain("default_type application/rss+xml;");
    expect(nginx()).toMatch(/charset_types [^;]*application\/rss\+xml/);
  });

  it("lets other sites read the CSAF files and the feeds, by the file sent; the listing at its folder", () => {
    const config = nginx();
    const [acao, corp] = [0, 1].map((index) =>
      mapEntries(config, `cradlesec_cross_origin_${index}`),
    );
    expect(acao!.get("default")).toBe("");
    expect(corp!.get("default")).toBe("same-origin");
    const open = site.served.filter((url) => url.crossOrigin);
    expect(open.map((url) => url.path)).toEqual(
      expect.arrayContaining([
        "/.well-known/csaf/white/",
        "/.well-known/csaf/white/2026/csa-2026-07.json",
        "/labs/rss.xml",
      ]),
    );
    expect(open.some((url) => url.path === "/home")).toBe(false);
    for (const url of open) {
      expect(acao!.get(`/${url.file}`), url.path).toBe("*");
      expect(corp!.get(`/${url.file}`), url.path).toBe("cross-origin");
    }
    const blocks = locations(config);
    expect(blocks.get("= /.well-known/csaf/white/")).toContain(
      "try_files /.well-known/csaf/white/index.html =404;",
    );
    // The CSAF documents go out as exactly application/json, other JSON with its charset.
    const document = blocks.get("= /.well-known/csaf/white/2026/csa-2026-07.json");
    expect(document).toContain("default_type application/json;");
    expect(document).toContain("charset off;");
    expect(site.canonicalRedirects.some(({ to }) => to.startsWith("/.well-known"))).toBe(false);
  });

  it("adds HSTS and upgrade-insecure-requests over TLS only", () => {
    const config = nginx();
    const [hsts] = Object.values(TLS_ONLY_HEADERS);
    expect(config).toContain(`map $https $cradlesec_tls_header_0 {\n        on "${hsts}";`);
    const suffix = withTlsDirective(""); // "; upgrade-insecure-requests"
    expect(config).toContain(`map $https $cradlesec_csp_tls {\n        on "${suffix}";`);
    expect(
      nginxConfig(site, {
        listen: [],
        tls: { listen: ["443"], certificate: "/c.pem", certificateKey: "/k.pem" },
        root: "/srv/site",
        api: "127.0.0.1:3000",
      }),
    ).toMatch(
      /listen 443 ssl;\n\s+ssl_certificate "\/c\.pem";\n\s+ssl_certificate_key "\/k\.pem";/,
    );
  });

  it("loads the brotli_static module only when asked, gzip_static always", () => {
    expect(nginx()).toContain("gzip_static on;");
    expect(nginx()).not.toMatch(/load_module|brotli_static/);
    const withBrotli = nginxConfig(site, {
      listen: ["8080"],
      root: "/srv/site",
      api: "127.0.0.1:3000",
      brotliModule: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
    });
    expect(withBrotli).toMatch(
      /^load_module "\/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so";$/m,
    );
    expect(withBrotli).toContain("brotli_static on;");
  });

  it("refuses a URL it could not write safely", async () => {
    const odd = createFixture({ ...FILES, 'say "hi".txt': "hi" });
    try {
      await postbuild({ clientDir: odd.clientDir, manifestPath: odd.manifestPath });
      const described = describeSite(odd.clientDir, odd.manifestPath, HOSTS);
      expect(() => nginxConfig(described, { listen: ["80"], root: "/r", api: "a:1" })).toThrow(
        /unsafe path/,
      );
    } finally {
      odd.cleanup();
    }
  });
});

/** `_headers` as [pattern, header lines]. */
function headerRules(text: string): [string, Map<string, string>][] {
  const rules: [string, Map<string, string>][] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("/")) rules.push([line, new Map()]);
    const header = /^ {2}([\w-]+): (.*)$/.exec(line);
    if (header) rules.at(-1)![1].set(header[1]!.toLowerCase(), header[2]!);
  }
  return rules;
}

describe("cdnHeaders", () => {
  it("gives every URL the server's TLS headers, each header from one rule only", () => {
    const rules = headerRules(cdnHeaders(site));
    for (const url of [...site.served, site.notFound]) {
      const applied = new Map<string, string>();
      for (const [pattern, headers] of rules) {
        const hit = pattern.endsWith("/*")
          ? url.path.startsWith(pattern.slice(0, -1))
          : pattern === url.path;
        if (!hit) continue;
        for (const [name, value] of headers) {
          expect(applied.has(name), `${url.path}: ${name} twice`).toBe(false);
          applied.set(name, value);
        }
      }
      expect(Object.fromEntries(applied), url.path).toEqual({
        ...STATIC_SECURITY_HEADERS,
        ...TLS_ONLY_HEADERS,
        ...(url.crossOrigin ? CROSS_ORIGIN_READABLE_HEADERS : {}),
        "content-security-policy": withTlsDirective(url.csp),
        "cache-control": url.cacheControl,
      });
    }
    // A folder of files that agree is one rule; one holding a page is not.
    expect(rules.map(([pattern]) => pattern)).toEqual(
      expect.arrayContaining([
        "/*",
        "/assets/*",
        "/og/*",
        "/.well-known/csaf/white/2026/*",
        "/industries/msp/briefs/*",
        "/home",
        "/404",
        "/labs/rss.xml",
      ]),
    );
    for (const holdsPage of ["/industries/*", "/industries/msp/*"]) {
      expect(rules.map(([pattern]) => pattern)).not.toContain(holdsPage);
    }
    // The CSAF folder holds a page (a listing): its files each have their own rule, but for a
    // folder below it without one.
    expect(rules.map(([pattern]) => pattern).filter((p) => p.startsWith("/.well-known"))).toEqual([
      "/.well-known/csaf/white/2026/*",
      "/.well-known/csaf/white/",
      "/.well-known/csaf/provider-metadata.json",
    ]);
    const bySelector = new Map(rules);
    expect(bySelector.get("/home")?.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(bySelector.get("/home")?.has("access-control-allow-origin")).toBe(false);
    for (const open of ["/.well-known/csaf/white/", "/labs/rss.xml"]) {
      expect(bySelector.get(open)?.get("access-control-allow-origin"), open).toBe("*");
      expect(bySelector.get(open)?.get("cross-origin-resource-policy"), open).toBe("cross-origin");
    }
    expect(bySelector.get("/*")?.has("cross-origin-resource-policy")).toBe(false);
  });

  it("names what Cloudflare Pages would not read", () => {
    expect(cdnHeadersProblems(cdnHeaders(site))).toEqual([]);
    const many = Array.from({ length: CDN_LIMITS.rules + 1 }, (_, index) => `/p${index}\n  A: b`);
    expect(cdnHeadersProblems(many.join("\n"))).toEqual([
      `${CDN_LIMITS.rules + 1} header rules: Cloudflare Pages reads ${CDN_LIMITS.rules}`,
    ]);
    expect(cdnHeadersProblems(`/x\n  A: ${"b".repeat(CDN_LIMITS.lineLength)}`)).toHaveLength(1);
  });
});

describe("cdnRedirects", () => {
  it("leads / by host, the ShadowCradle hosts first", () => {
    const rules = cdnRedirects(site)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "https://shadowcradle.com/ /shadowcradle 302!",
      "https://www.shadowcradle.com/ /shadowcradle 302!",
      "/ /home 302!",
    ]);
  });
});
