// The site search index (decisions 0025, 0031), written at the end of the build: every page the
// sitemap lists (so never a noindex template page), read from its prerendered HTML, split into
// one document for the page and one per anchored part of it (an <article id> or <section id>, or
// the part an <h2 id>/<h3 id> heads), each with its title, headings, URL and text, into an SQLite
// FTS5 table; and the words of them all, unstemmed, for the search's spelling corrections. The
// server opens the file read-only (server/search.ts); it is not under build/client, so it is
// never served as a file.
//   node scripts/search-index.mjs [CLIENT_DIR] [OUT_FILE]
import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { JSDOM } from "jsdom";

import { CLIENT_DIR, SEARCH_INDEX } from "./build-paths.mjs";

/**
 * A document: `url` the page's path, with the part's anchor for a part; `path` the page's path;
 * `title` its heading; `keys` what names the page as a whole (its document title, description
 * and path, on the page's own document only); `headings` the other headings in it.
 * @typedef {{ url: string; path: string; title: string; page: string; keys: string; headings: string; text: string }} SearchDocument
 */

// Node's own SQLite (Node 24), loaded as a built-in rather than imported, as server/db/sqlite.ts
// does: Vitest's module runner, which runs this file's tests, need not know `node:sqlite`.
const { DatabaseSync } = /** @type {typeof import("node:sqlite")} */ (
  process.getBuiltinModule("node:sqlite")
);

/** Elements whose text is not the page's content. */
const SKIPPED = "script, style, template, noscript, svg, form, [hidden], [aria-hidden='true']";
/** The parts of a page that get a document (and a URL with their anchor) of their own. */
const PARTS = "article[id], section[id], h2[id], h3[id]";
/** What heads text within a document: matches there rank above matches in its body. */
const HEADINGS = "h1, h2, h3, h4, h5, h6, summary, dt, caption";
/** Control characters: the search's highlight markers (server/search.ts), never in the text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** @param {string} text */
const clean = (text) => text.replace(CONTROL, " ").replace(/\s+/g, " ").trim();

/**
 * The text of `element` without the parts in `exclude`, and the text of each heading in it, with
 * a space between elements (so "<h3>A</h3><p>B</p>" reads "A B", not "AB") but none between
 * text nodes side by side ("1<!-- -->. Terms", as React writes "{number}. {title}").
 * @param {Element} element
 * @param {Set<Element>} exclude
 */
function textOf(element, exclude) {
  /** @type {string[]} */
  const words = [];
  /** @type {string[]} */
  const headings = [];
  /** @param {Node} node @param {string[] | undefined} heading the heading it is in, if any */
  const walk = (node, heading) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        words.push(child.textContent ?? "");
        heading?.push(child.textContent ?? "");
      }
      if (child.nodeType !== 1) continue;
      const childElement = /** @type {Element} */ (child);
      if (exclude.has(childElement) || childElement.matches(SKIPPED)) continue;
      const inner = heading ?? (childElement.matches(HEADINGS) ? [] : undefined);
      words.push(" ");
      inner?.push(" ");
      walk(childElement, inner);
      words.push(" ");
      inner?.push(" ");
      if (inner && !heading) headings.push(inner.join(""));
    }
  };
  walk(element, undefined);
  return { text: clean(words.join("")), headings: headings.map(clean).filter(Boolean) };
}

/**
 * What names a page as a whole: its document title without the brand after the last " | ",
 * its description, and the words of its path.
 * @param {Document} document
 * @param {string} path
 */
function pageKeys(document, path) {
  const title = clean(document.title).replace(/\s+\|\s+[^|]*$/, "");
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
  return clean([title, description ?? "", path.split(/[/-]/).join(" ")].join(" "));
}

/**
 * The path a part's heading links to, if its heading is a link to a page of the site (a list's
 * summary of an entry that has a page: /labs's entries link /labs/<slug>).
 * @param {Element} heading
 * @param {string} origin
 */
function headingLinkPath(heading, origin) {
  const href = heading.querySelector("a[href]")?.getAttribute("href");
  if (!href?.startsWith("/")) return undefined;
  return new URL(href, origin).pathname;
}

/**
 * The search documents of one prerendered page: the page itself (its h1 as title, the text
 * outside its parts) and each anchored part (its first heading as title, its own text). A part
 * whose heading links another page indexed on its own (one of `indexed`) is that page's summary:
 * the page is found instead, so the part has no document (and its text is not the list's).
 * @param {string} html
 * @param {string} path the page's URL path ("/portfolio")
 * @param {ReadonlySet<string>} [indexed] the paths of the pages indexed, each on its own
 * @returns {SearchDocument[]}
 */
export function pageDocuments(html, path, indexed = new Set()) {
  const { document } = new JSDOM(html).window;
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
  if (/noindex/i.test(robots)) return [];
  const main = document.querySelector("main") ?? document.body;
  const h1 = main.querySelector("h1");
  const pageTitle = clean(h1?.textContent ?? "") || clean(document.title);

  /** @type {Map<Element, string>} container → anchor */
  const parts = new Map();
  for (const element of main.querySelectorAll(PARTS)) {
    const heading = /^H[23]$/.test(element.tagName);
    // A heading's part is the section (or article) around it, unless that is a part already
    // or holds the whole page.
    const container = heading
      ? (element.closest("section, article") ?? element.parentElement ?? element)
      : element;
    if (container === main || container.contains(h1) || parts.has(container)) continue;
    if (container.closest(SKIPPED)) continue;
    parts.set(container, element.id);
  }

  /** @type {SearchDocument[]} */
  const documents = [];
  const containers = new Set(parts.keys());
  const own = textOf(main, containers);
  documents.push({
    url: path,
    path,
    title: pageTitle,
    page: pageTitle,
    keys: pageKeys(document, path),
    headings: own.headings.filter((heading) => heading !== pageTitle).join(" · "),
    text: own.text,
  });
  for (const [container, id] of parts) {
    const others = new Set([...containers].filter((other) => other !== container));
    const { text, headings } = textOf(container, others);
    const heading = container.matches("h2, h3")
      ? container
      : container.querySelector("h1, h2, h3, h4, h5, h6");
    const title = clean(heading?.textContent ?? "");
    if (!title || !text) continue;
    const linked = heading && headingLinkPath(heading, "https://site.invalid");
    if (linked && linked !== path && indexed.has(linked)) continue;
    documents.push({
      url: `${path}#${id}`,
      path,
      title,
      page: pageTitle,
      keys: "",
      headings: headings.filter((other) => other !== title).join(" · "),
      text,
    });
  }
  return documents;
}

/**
 * The URL paths the sitemap lists, in its order.
 * @param {string} sitemapXml
 * @returns {string[]}
 */
export function sitemapPaths(sitemapXml) {
  return [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL((match[1] ?? "").trim()).pathname,
  );
}

/**
 * The FTS5 table of documents, stemmed (its columns weigh differently: server/search.ts ranks
 * with bm25); the words of them all as written (a contentless table, unstemmed, and its
 * vocabulary), from which the search corrects a misspelt word.
 */
export const SCHEMA = `CREATE VIRTUAL TABLE documents USING fts5(
  title, keys, headings, text, url UNINDEXED, path UNINDEXED, page UNINDEXED,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE words USING fts5(
  text, content = '', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE vocabulary USING fts5vocab(words, 'row');`;

/**
 * Writes the index of `documents` to `outFile` (replaced whole, never half-written).
 * @param {SearchDocument[]} documents
 * @param {string} outFile
 */
export function writeIndex(documents, outFile) {
  const temporary = `${outFile}.tmp`;
  rmSync(temporary, { force: true });
  const db = new DatabaseSync(temporary);
  try {
    db.exec("PRAGMA journal_mode = DELETE");
    db.exec(SCHEMA);
    const insert = db.prepare(
      "INSERT INTO documents (title, keys, headings, text, url, path, page) " +
        "VALUES (@title, @keys, @headings, @text, @url, @path, @page)",
    );
    const insertWords = db.prepare("INSERT INTO words (text) VALUES (?)");
    db.exec("BEGIN");
    try {
      for (const { title, keys, headings, text, url, path, page } of documents) {
        insert.run({ title, keys, headings, text, url, path, page });
        insertWords.run(`${title} ${keys} ${headings} ${text}`);
      }
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
    db.exec("INSERT INTO documents (documents) VALUES ('optimize')");
    db.exec("INSERT INTO words (words) VALUES ('optimize')");
    db.exec("VACUUM");
  } finally {
    db.close();
  }
  renameSync(temporary, outFile);
}

/**
 * Indexes every page of the sitemap in `clientDir` into `outFile`.
 * @param {string} clientDir
 * @param {string} outFile
 * @returns {{ pages: number; documents: number }}
 */
export function buildSearchIndex(clientDir, outFile) {
  const sitemap = join(clientDir, "sitemap.xml");
  if (!existsSync(sitemap)) throw new Error(`search index: no sitemap at ${sitemap}`);
  const paths = sitemapPaths(readFileSync(sitemap, "utf8"));
  const indexed = new Set(paths);
  const documents = paths.flatMap((path) => {
    const file = join(clientDir, path, "index.html");
    if (!existsSync(file)) throw new Error(`search index: the sitemap lists ${path}, no ${file}`);
    return pageDocuments(readFileSync(file, "utf8"), path, indexed);
  });
  writeIndex(documents, outFile);
  return { pages: paths.length, documents: documents.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [clientDir = CLIENT_DIR, outFile = SEARCH_INDEX] = process.argv.slice(2);
  const { pages, documents } = buildSearchIndex(clientDir, outFile);
  console.log(`search index: ${pages} pages, ${documents} documents → ${outFile}`);
}
