// `node scripts/compare-html.mjs BEFORE AFTER`: compares the prerendered pages of two builds
// (their build/client folders) as a visitor and a search engine get them: head and body, with
// hashed asset names, route ids and the framework's inline scripts taken out (they change with
// any code move), structured data (JSON-LD) and everything else kept. Prints each page that
// differs with its first differing lines, then a count; exits 1 when any page differs.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every prerendered page: "about/index.html" and so on, sorted. */
export function pageFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => file.split("\\").join("/"))
    .sort();
}

/** A file's content hash (short), read once per file however many pages link it. */
const hashes = new Map();
function contentHash(file) {
  let hash = hashes.get(file);
  if (hash === undefined) {
    hash = createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);
    hashes.set(file, hash);
  }
  return hash;
}

/**
 * The page as it reads, one tag or text run per line, without what a code move renames.
 * Stylesheets, whose names follow the route module's file, are compared by their content when
 * `dir` (the build's client folder) is given.
 */
export function normalizePage(html, dir) {
  return (
    html
      .replace(/<link rel="stylesheet" href="([^"]+)"/g, (link, href) =>
        dir ? `<link rel="stylesheet" href="sha256:${contentHash(join(dir, href))}"` : link,
      )
      // The framework's inline scripts (route modules, manifest, hydration data, bootstrap).
      .replace(
        /<script(?![^>]*application\/ld\+json)([^>]*)>[\s\S]*?<\/script>/g,
        "<script$1></script>",
      )
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      // Hashed file names: /assets/about-Bx1y2z.js → /assets/about-*.js.
      .replace(/(\/assets\/[\w.-]*?)-[\w-]{8}(\.\w+)/g, "$1-*$2")
      .replace(/></g, ">\n<")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
  );
}

/** The first lines where two normalized pages part, with a little context. */
export function firstDifference(before, after) {
  let index = 0;
  while (index < before.length && index < after.length && before[index] === after[index])
    index += 1;
  if (index === before.length && index === after.length) return undefined;
  return {
    line: index,
    before: before.slice(index, index + 3),
    after: after.slice(index, index + 3),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir) {
    console.error("usage: node scripts/compare-html.mjs BEFORE/build/client AFTER/build/client");
    process.exit(2);
  }
  const before = new Set(pageFiles(beforeDir));
  const after = new Set(pageFiles(afterDir));
  let differ = 0;
  for (const file of [...before].filter((file) => !after.has(file))) {
    console.log(`only before: ${file}`);
    differ += 1;
  }
  for (const file of [...after].filter((file) => !before.has(file))) {
    console.log(`only after: ${file}`);
    differ += 1;
  }
  let same = 0;
  for (const file of [...before].filter((file) => after.has(file))) {
    const difference = firstDifference(
      normalizePage(readFileSync(join(beforeDir, file), "utf8"), beforeDir),
      normalizePage(readFileSync(join(afterDir, file), "utf8"), afterDir),
    );
    if (!difference) {
      same += 1;
      continue;
    }
    differ += 1;
    console.log(`${file}, line ${difference.line}:`);
    for (const line of difference.before) console.log(`  - ${line.slice(0, 200)}`);
    for (const line of difference.after) console.log(`  + ${line.slice(0, 200)}`);
  }
  console.log(`${same} pages identical, ${differ} differ`);
  process.exit(differ > 0 ? 1 : 0);
}
