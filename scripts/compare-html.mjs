// The pages part of `node scripts/compare-build.mjs A B`: a prerendered page as a visitor and a
// search engine get it, head and body, with hashed asset names, route ids and the framework's
// inline scripts taken out (they change with any code move), structured data (JSON-LD) and
// everything else kept; and where two such pages first part.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

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
