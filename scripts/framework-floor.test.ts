// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { ownJs, routeCount, routeManifestPathname } from "./framework-floor.mjs";

const CAPTURED = "server/testing/react-router-build/manifest.js";

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
    const dir = mkdtempSync(join(tmpdir(), "own-js-"));
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
