// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { afterAll, describe, expect, it } from "vitest";

import {
  contentSecurityPolicy,
  setSecurityHeaders,
  STATIC_SECURITY_HEADERS,
} from "../server/security-headers";
import { ownJs, routeCount, routeManifestPathname, serveFloor } from "./framework-floor.mjs";

const CAPTURED = "server/testing/react-router-build/manifest.js";

/** A fresh directory under the system's temporary one, removed when this file's tests end. */
const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("routeManifestPathname", () => {
  it("finds React Router's manifest among a page's scripts", () => {
    const scripts = ["/assets/shell-Ab1.js", "/assets/manifest-459dc558.js", "/assets/home-X.js"];
    expect(routeManifestPathname(scripts)).toBe("/assets/manifest-459dc558.js");
  });

  it("fails loudly when there is none, or more than one", () => {
    expect(() => routeManifestPathname(["/assets/shell-Ab1.js"])).toThrow(/found 0/);
    expect(() => routeManifestPathname(["/assets/manifest-1.js", "/assets/manifest-2.js"])).toThrow(
      /found 2/,
    );
  });
});

describe("routeCount", () => {
  it("counts the routes of a manifest captured from a real build", () => {
    const source = readFileSync(CAPTURED, "utf8");
    const routes = Object.keys(
      (
        JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, "")) as {
          routes: object;
        }
      ).routes,
    );
    expect(routeCount(source)).toBe(routes.length);
    expect(routes.length).toBeGreaterThan(20);
  });

  it("fails loudly on another shape", () => {
    expect(() => routeCount("export default {}")).toThrow(/__reactRouterManifest/);
  });
});

describe("ownJs", () => {
  it("is the total less the floor and the manifest's growth over the floor's", () => {
    const dir = tempDir("own-js-");
    mkdirSync(join(dir, "assets"));
    const files = {
      "/assets/manifest-1a.js": "window.__reactRouterManifest={}".repeat(40),
      "/assets/home-2b.js": "export const home = 1;".repeat(30),
    };
    for (const [pathname, text] of Object.entries(files)) writeFileSync(join(dir, pathname), text);
    const gz = (pathname: keyof typeof files) => gzipSync(files[pathname], { level: 9 }).length;
    const floor = { jsBytes: 10, manifestBytes: 4 };
    const js = ownJs(Object.keys(files), floor, dir);
    expect(js.total).toBe(gz("/assets/manifest-1a.js") + gz("/assets/home-2b.js"));
    expect(js.manifest).toBe(gz("/assets/manifest-1a.js"));
    expect(js.own).toBe(js.total - 10 - (js.manifest - 4));
  });
});

describe("serveFloor", () => {
  const site = () => {
    const dir = tempDir("floor-serve-");
    const html = "<!doctype html><title>t</title><h1>t</h1><script>x()</script>";
    writeFileSync(join(dir, "index.html"), html);
    writeFileSync(join(dir, "index.html.br"), brotliCompressSync(html));
    const manifest = join(tempDir("floor-csp-"), "csp-manifest.json");
    writeFileSync(manifest, JSON.stringify({ "/": ["'sha256-page'"] }));
    return { dir, manifest };
  };

  it("sends the page as the site's server does: precompressed, and without headers none of the site's", async () => {
    const { dir } = site();
    const { server, url } = await serveFloor(dir);
    try {
      const response = await fetch(url, { headers: { "accept-encoding": "br" } });
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(await response.text()).toContain("<h1>t</h1>");
      expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
      expect(response.headers.get("content-security-policy")).toBeNull();
    } finally {
      await server.close();
    }
  });

  it("with the security headers, sends every one the site's pages carry, the page's CSP its own", async () => {
    const { dir, manifest } = site();
    const { server, url } = await serveFloor(dir, {
      cspManifestPath: manifest,
      contentSecurityPolicy,
      setSecurityHeaders,
    });
    try {
      const response = await fetch(url);
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
        expect(response.headers.get(name), name).toBe(value);
      }
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("content-security-policy")).toBe(
        contentSecurityPolicy(["'sha256-page'"]),
      );
    } finally {
      await server.close();
    }
  });
});
