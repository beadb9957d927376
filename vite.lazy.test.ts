// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { build, type Rollup } from "vite";
import { afterAll, describe, expect, it } from "vitest";

import { cssOfChunk, importWithoutPreload, isListedImporter } from "./vite.lazy.ts";

describe("isListedImporter", () => {
  it("matches an app file, with or without a query", () => {
    const files = ["components/late.tsx"];
    expect(isListedImporter("/site/app/components/late.tsx", files)).toBe(true);
    expect(isListedImporter("/site/app/components/late.tsx?route", files)).toBe(true);
    expect(isListedImporter("/site/app/components/other-late.tsx", files)).toBe(false);
    expect(isListedImporter("/site/app/x/components/late.tsx.map", files)).toBe(false);
    expect(isListedImporter(undefined, files)).toBe(false);
  });
});

describe("cssOfChunk", () => {
  it("collects the chunk's CSS and that of what it imports, each chunk once", () => {
    const chunks: Record<string, { imports: string[]; css: string[] }> = {
      "a.js": { imports: ["b.js", "c.js"], css: ["a.css"] },
      "b.js": { imports: ["c.js"], css: [] },
      "c.js": { imports: ["a.js"], css: ["c.css"] },
    };
    expect(cssOfChunk("a.js", (file) => chunks[file]).sort()).toEqual(["a.css", "c.css"]);
    expect(cssOfChunk("b.js", (file) => chunks[file]).sort()).toEqual(["a.css", "c.css"]);
  });
});

/** A tiny app: an entry that imports `app/lazy.js`, which loads `app/late.js` on demand. */
function fixture(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "cradlesec-lazy-"));
  const all: Record<string, string> = {
    "index.html": '<!doctype html><script type="module" src="/main.js"></script>',
    "main.js": 'import { load } from "./app/lazy.js";\nload().then((m) => console.log(m.late));',
    "app/lazy.js": 'export const load = () => import("./late.js");',
    "app/late.js": 'import "./shared.js";\nexport const late = "late";',
    "app/shared.js": 'console.log("shared");',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

async function buildFixture(files: Record<string, string>, importers: string[]) {
  const root = fixture(files);
  roots.push(root);
  const result = (await build({
    root,
    logLevel: "silent",
    configFile: false,
    build: { write: false, minify: false, modulePreload: { polyfill: false } },
    plugins: importers.length > 0 ? [importWithoutPreload(importers)] : [],
  })) as Rollup.RollupOutput;
  const chunks = result.output.filter((out): out is Rollup.OutputChunk => out.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("no entry chunk");
  return { entry, chunks };
}

// Marks of Vite's preload helper: the preloading itself and its error event.
const PRELOAD_HELPER = /preloadOnce|vite:preloadError/;

describe("importWithoutPreload", () => {
  it("drops Vite's preload helper and preload list from a listed importer's chunk", async () => {
    const plain = await buildFixture({}, ["lazy.js"]);
    expect(plain.entry.code).not.toMatch(PRELOAD_HELPER);
    expect(plain.entry.code).not.toContain("__vite__mapDeps");
    // The import itself stays, to the late chunk, which still imports what it shares.
    const late = plain.chunks.find((chunk) => chunk.code.includes('"late"'));
    expect(late).toBeDefined();
    expect(plain.entry.code).toContain(`import("./${late?.fileName.split("/").pop()}")`);

    const wrapped = await buildFixture({}, []);
    expect(wrapped.entry.code).toMatch(PRELOAD_HELPER);
  });

  it("keeps the helper for the dynamic imports of modules it does not list", async () => {
    const { entry } = await buildFixture(
      {
        "main.js":
          'import { load } from "./app/lazy.js";\nload();\nimport("./app/other.js").then(console.log);',
        "app/other.js": 'import "./shared.js";\nexport const other = 1;',
      },
      ["lazy.js"],
    );
    expect(entry.code).toMatch(PRELOAD_HELPER);
  });

  it("fails the build when a lazily imported chunk brings CSS the page does not link yet", async () => {
    await expect(
      buildFixture(
        {
          "app/late.js": 'import "./late.css";\nexport const late = "late";',
          "app/late.css": ".late { color: red; }",
        },
        ["lazy.js"],
      ).then(() => undefined),
    ).rejects.toThrow(/import-without-preload: .*lazy\.js loads .*\.css lazily/s);
  });

  it("fails the build when no chunk holds a listed importer", async () => {
    await expect(buildFixture({}, ["lazy.js", "gone.js"]).then(() => undefined)).rejects.toThrow(
      /no chunk holds gone\.js/,
    );
  });
});
