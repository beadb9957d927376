// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

import { build, type Rollup } from "vite";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

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

/**
 * jsdom, for a document the built code can add its links to (the jsdom environment's URL would
 * break Vite's build here); the package has no types, so this names the little it uses.
 */
interface Jsdom {
  JSDOM: new (html: string) => { window: { document: Document } };
}
const { JSDOM } = (await import("jsdom" as string)) as Jsdom;

/**
 * Runs a built fixture as a page would: its chunks written out, its entry imported with a
 * document; resolves once the late module's export is logged. Returns the links the code added
 * to the page's head (what Vite's preload helper adds before a dynamic import) and what ran.
 */
async function runFixture(files: Record<string, string>, importers: string[]) {
  const { chunks, entry } = await buildFixture(files, importers);
  const out = mkdtempSync(join(tmpdir(), "cradlesec-lazy-run-"));
  roots.push(out);
  for (const chunk of chunks) {
    mkdirSync(dirname(join(out, chunk.fileName)), { recursive: true });
    writeFileSync(join(out, chunk.fileName), chunk.code);
  }
  const { document } = new JSDOM("<!doctype html><html><head></head><body></body></html>").window;
  vi.stubGlobal("document", document);
  const logged: unknown[] = [];
  let late: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (late = resolve));
  vi.spyOn(console, "log").mockImplementation((value: unknown) => {
    logged.push(value);
    if (value === "late") late();
  });
  await import(/* @vite-ignore */ pathToFileURL(join(out, entry.fileName)).href);
  await done;
  const links = [...document.head.querySelectorAll("link")].map((link) =>
    link.getAttribute("href"),
  );
  return { links, logged };
}

describe("importWithoutPreload", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads a listed importer's lazy module with no preload link; what it imports still runs", async () => {
    const { links, logged } = await runFixture({}, ["lazy.js"]);
    expect(links).toEqual([]);
    expect(logged).toEqual(["shared", "late"]);
  });

  it("keeps the preloads of the dynamic imports of modules it does not list", async () => {
    const files = {
      "main.js":
        'import { load } from "./app/lazy.js";\nload().then((m) => console.log(m.late));\n' +
        'import("./app/other.js").then((m) => console.log(m.other));',
      "app/other.js": 'import "./shared.js";\nexport const other = 1;',
    };
    /** The chunks the page was told to preload, by name ("/assets/late-1a2b.js" is "late"). */
    const preloaded = async (importers: string[]) =>
      (await runFixture(files, importers)).links
        .map((href) => /\/(\w+)-[^/]*$/.exec(href ?? "")?.[1])
        .sort();
    expect(await preloaded(["lazy.js"])).toEqual(["other", "shared"]);
    // Without the plugin, the lazy module is preloaded too.
    expect(await preloaded([])).toEqual(["late", "other", "shared"]);
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
