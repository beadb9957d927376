// `node scripts/compare-build.mjs A B`: what changed between two builds (each a build/ folder,
// holding client/ and search.sqlite), for a refactor that should change nothing a visitor, a
// search engine or a feed reader gets (issue 43):
//   pages        every prerendered page, normalized as compare-html.mjs does
//   outputs      every other prerendered file outside assets/ and og/ (feeds, sitemap, CSAF,
//                robots.txt, .ics, the route data files …), byte for byte, with a diff excerpt
//   og images    build/client/og/*.png, byte for byte
//   search index the documents of build/search.sqlite, by URL, in order
//   page JS      gzip -9 bytes of each page's first load (asset-bytes.mjs, framework-floor.mjs):
//                the modules its bootstrap imports and everything they import statically
// Not compared: assets/ as files (their names and split follow the code; page JS weighs them),
// precompressed copies (.br, .gz) of compared files, csp-manifest.json and deploy/ (hashes of
// the inline scripts the page comparison drops), the compiled server.
// Prints each difference and a summary; exits 1 on any difference or a page whose JS grew by
// more than 1 %, 2 on wrong arguments.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { pathToFileURL } from "node:url";

import { listBuildFiles } from "./build-files.mjs";
import { firstDifference, normalizePage } from "./compare-html.mjs";
import { bootstrapModules, ownJs } from "./framework-floor.mjs";

// Node's own SQLite as search-index.mjs loads it (a built-in, not an import).
const { DatabaseSync } = /** @type {typeof import("node:sqlite")} */ (
  process.getBuiltinModule("node:sqlite")
);

/** A page's JS may grow this much (a fraction) before the comparison fails (issue 43). */
export const JS_GROWTH_LIMIT = 0.01;

/** Lines of a diff shown per differing file. */
const EXCERPT_LINES = 12;

/**
 * @typedef {{ name: string; same: number; differences: string[]; notes?: string[] }} Section
 *   `differences`: one entry per differing item, possibly several lines
 */

/** Items in only one of two lists, and in both. @param {string[]} a @param {string[]} b */
function split(a, b) {
  const inB = new Set(b);
  const inA = new Set(a);
  return {
    onlyA: a.filter((item) => !inB.has(item)),
    onlyB: b.filter((item) => !inA.has(item)),
    both: a.filter((item) => inB.has(item)),
  };
}

/** A file in only one of two builds. @param {{ onlyA: string[]; onlyB: string[] }} lists */
const onlyIn = ({ onlyA, onlyB }) => [
  ...onlyA.map((file) => `only in A: ${file}`),
  ...onlyB.map((file) => `only in B: ${file}`),
];

/**
 * The prerendered pages, normalized (compare-html.mjs), each with where it first differs.
 * @param {string} clientA @param {string} clientB @param {string[]} filesA @param {string[]} filesB
 * @returns {Section}
 */
export function comparePages(clientA, clientB, filesA, filesB) {
  const { both, ...only } = split(filesA, filesB);
  const differences = onlyIn(only);
  let same = 0;
  for (const file of both) {
    const difference = firstDifference(
      normalizePage(readFileSync(join(clientA, file), "utf8"), clientA),
      normalizePage(readFileSync(join(clientB, file), "utf8"), clientB),
    );
    if (!difference) {
      same += 1;
      continue;
    }
    differences.push(
      [
        `${file}, line ${difference.line}:`,
        ...difference.before.map((line) => `  - ${line.slice(0, 200)}`),
        ...difference.after.map((line) => `  + ${line.slice(0, 200)}`),
      ].join("\n"),
    );
  }
  return { name: "pages", same, differences };
}

/**
 * The first lines of a unified diff of two text files (the system's `diff`); for a binary file
 * (a NUL byte), or where `diff` is missing, the two sizes.
 * @param {string} fileA @param {string} fileB @param {Buffer} a @param {Buffer} b
 */
function diffExcerpt(fileA, fileB, a, b) {
  const sizes = `  ${a.length} → ${b.length} bytes`;
  if (a.includes(0) || b.includes(0)) return sizes;
  const result = spawnSync("diff", ["-u", "--label", "A", "--label", "B", fileA, fileB], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) return sizes;
  const lines = result.stdout.trimEnd().split("\n").slice(2); // without the two file labels
  const shown = lines.slice(0, EXCERPT_LINES).map((line) => `  ${line.slice(0, 200)}`);
  if (lines.length > EXCERPT_LINES) shown.push(`  … ${lines.length - EXCERPT_LINES} more lines`);
  return shown.join("\n");
}

/**
 * Files compared byte for byte, with a diff excerpt for each that differs.
 * @param {string} name @param {string} clientA @param {string} clientB
 * @param {string[]} filesA @param {string[]} filesB
 * @returns {Section}
 */
export function compareFiles(name, clientA, clientB, filesA, filesB) {
  const { both, ...only } = split(filesA, filesB);
  const differences = onlyIn(only);
  let same = 0;
  for (const file of both) {
    const a = readFileSync(join(clientA, file));
    const b = readFileSync(join(clientB, file));
    if (a.equals(b)) {
      same += 1;
      continue;
    }
    differences.push(`${file}:\n${diffExcerpt(join(clientA, file), join(clientB, file), a, b)}`);
  }
  return { name, same, differences };
}

/**
 * The documents of a search index, in the order they were written (search-index.mjs), with
 * every column the index has: a column added or dropped shows as a change.
 * @param {string} file
 * @returns {Record<string, string>[]}
 */
export function searchDocuments(file) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare("SELECT * FROM documents ORDER BY rowid").all();
    return /** @type {any[]} */ (rows);
  } finally {
    db.close();
  }
}

/**
 * Two search indexes, document by document (a document is its URL, anchor included): added,
 * removed, changed (which fields, and where the text parts), and a change of order, which
 * decides ties in the ranking.
 * @param {string} fileA @param {string} fileB
 * @returns {Section}
 */
export function compareSearchIndex(fileA, fileB) {
  const a = searchDocuments(fileA);
  const b = searchDocuments(fileB);
  const byUrl = (rows) => new Map(rows.map((row) => [row.url, row]));
  const rowsA = byUrl(a);
  const rowsB = byUrl(b);
  const { onlyA, onlyB, both } = split([...rowsA.keys()], [...rowsB.keys()]);
  const differences = [
    ...onlyA.map((url) => `removed: ${url}`),
    ...onlyB.map((url) => `added: ${url}`),
  ];
  let same = 0;
  for (const url of both) {
    const before = rowsA.get(url);
    const after = rowsB.get(url);
    const columns = new Set([...Object.keys(before), ...Object.keys(after)]);
    const fields = [...columns].filter((field) => before[field] !== after[field]);
    if (fields.length === 0) {
      same += 1;
      continue;
    }
    const lines = [`changed: ${url} (${fields.join(", ")})`];
    for (const field of fields) {
      const [x, y] = [String(before[field] ?? ""), String(after[field] ?? "")];
      let at = 0;
      while (at < x.length && x[at] === y[at]) at += 1;
      const from = Math.max(0, at - 40);
      lines.push(
        `  - ${field}: …${x.slice(from, at + 80)}`,
        `  + ${field}: …${y.slice(from, at + 80)}`,
      );
    }
    differences.push(lines.join("\n"));
  }
  const order = (rows, other) => rows.map((row) => row.url).filter((url) => other.has(url));
  if (order(a, rowsB).join("\n") !== order(b, rowsA).join("\n")) {
    differences.push("the documents both indexes hold are in another order");
  }
  const notes = [`${a.length} documents in A, ${b.length} in B`];
  // Documents whose URL repeats would hide one another in this comparison: say so.
  if (rowsA.size !== a.length || rowsB.size !== b.length) notes.push("some URLs repeat");
  return { name: "search index", same, differences, notes };
}

// A built chunk's static imports, as Rolldown writes them: `import{a as b}from"./x-Hash.js"`,
// `import"./x-Hash.js"`, `export{…}from"./x-Hash.js"`. `import("./x.js")`, a lazy import, does
// not match (a "(" follows the keyword): it loads later, if at all.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?"(\.\/[^"]+\.js)"/g;

/**
 * A page's first load: the modules its bootstrap imports (framework-floor.mjs) and every module
 * they import statically, as URL pathnames (none for a page without script). `sources` caches
 * each file's text.
 * @param {string} html @param {string} clientDir @param {Map<string, string>} sources
 */
export function firstLoadModules(html, clientDir, sources) {
  const seen = new Set();
  // A page without script (a CSAF folder's listing) loads none.
  if (!/<script\b[^>]*type="module"/.test(html)) return [];
  const queue = bootstrapModules(html);
  while (queue.length > 0) {
    const pathname = /** @type {string} */ (queue.pop());
    if (seen.has(pathname)) continue;
    seen.add(pathname);
    let source = sources.get(pathname);
    if (source === undefined) {
      source = readFileSync(join(clientDir, pathname), "utf8");
      sources.set(pathname, source);
    }
    for (const match of source.matchAll(STATIC_IMPORT)) {
      queue.push(posix.join(posix.dirname(pathname), match[1] ?? ""));
    }
  }
  return [...seen].sort();
}

/** gzip bytes as "12,345". @param {number} bytes */
const bytes = (bytes) => bytes.toLocaleString("en-US");
/** @param {number} a @param {number} b */
const percent = (a, b) => (a === 0 ? "new" : `${(((b - a) / a) * 100).toFixed(2)} %`);

/**
 * Each page's first-load JS in gzip -9 bytes, counted as framework-floor.mjs's ownJs counts a
 * page's total (no floor taken off: A and B are built with the same framework), A against B.
 * Every page whose JS changed is listed; one that grew by more than JS_GROWTH_LIMIT is a
 * difference.
 * @param {string} clientA @param {string} clientB @param {string[]} pages in both builds
 * @returns {Section}
 */
export function comparePageJs(clientA, clientB, pages) {
  const noFloor = { jsBytes: 0, manifestBytes: 0 };
  const measure = (clientDir, sources, loaded) => (page) => {
    const modules = firstLoadModules(
      readFileSync(join(clientDir, page), "utf8"),
      clientDir,
      sources,
    );
    for (const pathname of modules) loaded.add(pathname);
    return modules.length === 0 ? { total: 0 } : ownJs(modules, noFloor, clientDir);
  };
  const loadedA = new Set();
  const loadedB = new Set();
  const inA = measure(clientA, new Map(), loadedA);
  const inB = measure(clientB, new Map(), loadedB);
  const differences = [];
  const notes = [];
  let same = 0;
  let totalA = 0;
  let totalB = 0;
  for (const page of pages) {
    const a = inA(page);
    const b = inB(page);
    totalA += a.total;
    totalB += b.total;
    if (a.total === b.total) {
      same += 1;
      continue;
    }
    const line = `${page}: ${bytes(a.total)} → ${bytes(b.total)} (${percent(a.total, b.total)})`;
    if (b.total > a.total * (1 + JS_GROWTH_LIMIT)) differences.push(`${line}, over 1 %`);
    else notes.push(line);
  }
  // Every module some page loads, each once (shared chunks counted once).
  const distinct = (clientDir, loaded) => ownJs([...loaded], noFloor, clientDir).total;
  notes.push(
    `all pages: ${bytes(totalA)} → ${bytes(totalB)} (${percent(totalA, totalB)})`,
    `every module some page loads, once: ${bytes(distinct(clientA, loadedA))} → ` +
      `${bytes(distinct(clientB, loadedB))}`,
  );
  return { name: "page JS (gzip -9, first load)", same, differences, notes };
}

/**
 * Every comparison of build folders `a` and `b`.
 * @param {string} a @param {string} b
 * @returns {Section[]}
 */
export function compareBuilds(a, b) {
  const clientA = join(a, "client");
  const clientB = join(b, "client");
  const filesA = listBuildFiles(clientA);
  const filesB = listBuildFiles(clientB);
  /** @param {(file: string) => boolean} keep */
  const pick = (keep) => [filesA.filter(keep), filesB.filter(keep)];
  const [pagesA, pagesB] = pick((file) => file.endsWith(".html"));
  const [ogA, ogB] = pick((file) => file.startsWith("og/"));
  const [outputsA, outputsB] = pick(
    (file) => !/^(assets|og)\//.test(file) && !file.endsWith(".html") && !/\.(br|gz)$/.test(file),
  );
  return [
    comparePages(clientA, clientB, pagesA, pagesB),
    compareFiles("outputs", clientA, clientB, outputsA, outputsB),
    compareFiles("og images", clientA, clientB, ogA, ogB),
    compareSearchIndex(join(a, "search.sqlite"), join(b, "search.sqlite")),
    comparePageJs(clientA, clientB, split(pagesA, pagesB).both),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [a, b] = process.argv.slice(2);
  const missing = [a, b].find((dir) => !dir || !existsSync(join(dir, "client")));
  if (!a || !b || missing !== undefined) {
    console.error("usage: node scripts/compare-build.mjs A/build B/build (each with client/)");
    process.exit(2);
  }
  const started = performance.now();
  const sections = compareBuilds(a, b);
  for (const { name, differences, notes = [] } of sections) {
    if (differences.length === 0 && notes.length === 0) continue;
    console.log(`\n== ${name}`);
    for (const difference of differences) console.log(difference);
    for (const note of notes) console.log(`  ${note}`);
  }
  console.log("\nsummary (A → B):");
  for (const { name, same, differences } of sections) {
    const verdict = differences.length === 0 ? "same" : `${differences.length} differ`;
    console.log(`  ${name}: ${same} same, ${verdict}`);
  }
  const differ = sections.some((section) => section.differences.length > 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(differ ? `builds differ (${seconds} s)` : `builds identical (${seconds} s)`);
  process.exit(differ ? 1 : 0);
}
