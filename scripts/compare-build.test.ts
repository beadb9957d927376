// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { compareBuilds, firstLoadModules } from "./compare-build.mjs";
import { type SearchDocument, writeIndex } from "./search-index.mjs";

const root = mkdtempSync(join(tmpdir(), "compare-build-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A page as React Router prerenders it: a bootstrap importing the manifest and a route. */
const page = (text: string, route = "/assets/root-1.js") =>
  `<!DOCTYPE html><html><head><title>Home</title></head><body><main><h1>${text}</h1></main>` +
  `<script type="module">import "/assets/manifest-1.js";\nimport * as route0 from "${route}";` +
  `</script></body></html>`;

const DOCUMENTS: SearchDocument[] = [
  { url: "/", path: "/", title: "Home", page: "Home", keys: "Home", headings: "", text: "Welcome" },
  {
    url: "/#team",
    path: "/",
    title: "Team",
    page: "Home",
    keys: "",
    headings: "",
    text: "Who we are",
  },
];

/** A small build/ folder; `files` adds or replaces files below it. */
function build(name: string, files: Record<string, string> = {}, documents = DOCUMENTS) {
  const dir = join(root, name);
  const all: Record<string, string> = {
    "client/index.html": page("Welcome"),
    "client/feed.xml": "<rss>\n<item>one</item>\n</rss>\n",
    "client/og/home.png": "\u0000PNG one",
    "client/assets/manifest-1.js": "window.__reactRouterManifest={};",
    "client/assets/root-1.js": 'import{a as b}from"./chunk-1.js";import("./lazy-1.js");',
    "client/assets/chunk-1.js": "export const a = 1;",
    "client/assets/lazy-1.js": "export const lazy = 1;",
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  writeIndex(documents, join(dir, "search.sqlite"));
  return dir;
}

const differences = (a: string, b: string) =>
  Object.fromEntries(compareBuilds(a, b).map((section) => [section.name, section.differences]));

describe("compareBuilds", () => {
  const base = build("base");

  it("finds nothing between a build and its copy", () => {
    const copy = join(root, "copy");
    cpSync(base, copy, { recursive: true });
    expect(Object.values(differences(base, copy)).flat()).toEqual([]);
  });

  it("ignores a renamed asset and a lazy chunk that grew", () => {
    const moved = build("moved", {
      "client/index.html": page("Welcome", "/assets/root-2.js"),
      "client/assets/root-2.js": 'import{a as b}from"./chunk-1.js";import("./lazy-1.js");',
      "client/assets/lazy-1.js": `export const lazy = "${"x".repeat(5000)}";`,
    });
    expect(Object.values(differences(base, moved)).flat()).toEqual([]);
  });

  it("reports a changed page, output, OG image, search document and a grown page JS", () => {
    const changed = build(
      "changed",
      {
        "client/index.html": page("Welcome back"),
        "client/feed.xml": "<rss>\n<item>two</item>\n</rss>\n",
        "client/og/home.png": "\u0000PNG two",
        "client/assets/chunk-1.js": `export const a = "${randomText(400)}";`,
      },
      [
        { ...DOCUMENTS[0]!, text: "Welcome back" },
        { ...DOCUMENTS[1]!, url: "/#people" },
      ],
    );
    const found = differences(base, changed);
    expect(Object.entries(found).filter(([, list]) => list.length === 0)).toEqual([]);
    expect(found["outputs"]?.join("\n")).toMatch(/-<item>one<\/item>\n\s*\+<item>two<\/item>/);
    expect(found["search index"]).toHaveLength(3); // /#team removed, /#people added, / changed
  });

  it("lets page JS shrink, or grow by 1 % at most", () => {
    // Text gzip cannot shrink much, so that the chunk's length is the page's JS.
    const big = build("big", { "client/assets/chunk-1.js": randomText(4000) });
    const bigger = build("bigger", { "client/assets/chunk-1.js": `${randomText(4000)}/*1*/` });
    const biggest = build("biggest", { "client/assets/chunk-1.js": randomText(4400) });
    const js = (a: string, b: string) => differences(a, b)["page JS (gzip -9, first load)"];
    expect(js(big, bigger)).toEqual([]);
    expect(js(big, biggest)).toHaveLength(1);
    expect(js(biggest, big)).toEqual([]);
  });

  it("exits 1 on a difference and 0 without one, from the command line", () => {
    const run = (b: string) =>
      spawnSync(process.execPath, ["scripts/compare-build.mjs", base, b], { encoding: "utf8" });
    expect(run(build("same")).status).toBe(0);
    expect(run(build("other", { "client/index.html": page("Hello") })).status).toBe(1);
  });
});

describe("firstLoadModules", () => {
  it("follows the bootstrap's static imports, not lazy ones", () => {
    const dir = join(build("modules"), "client");
    expect(firstLoadModules(page("Hi"), dir, new Map())).toEqual([
      "/assets/chunk-1.js",
      "/assets/manifest-1.js",
      "/assets/root-1.js",
    ]);
  });
});

/** Text that gzip cannot shrink much (a fixed pseudo-random sequence). */
function randomText(length: number) {
  let seed = 1;
  let text = "";
  while (text.length < length) {
    seed = (seed * 48271) % 2147483647;
    text += String.fromCharCode(33 + (seed % 90));
  }
  return text.replaceAll('"', "'");
}
