// The site search index (decisions 0025, 0031), written at the end of the build: every page the
// sitemap lists (so never a noindex template page), from the checked data the content compiler
// wrote (scripts/content-data.mjs), never parsed back out of the prerendered HTML (issue 43).
// Each page is one document for the page and one per anchored part of it (a section with an
// `anchor` or `id`, or an object within one with an `anchor`, `id` or `slug` and a heading
// field), each with its title, headings, URL and text, into an SQLite FTS5 table; and the words
// of them all, unstemmed, for the search's spelling corrections. The server opens the file
// read-only (server/search.ts); it is not under build/client, so it is never served as a file.
//   node scripts/search-index.mjs [OUT_FILE]
import { renameSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";

import { SEARCH_INDEX } from "./build-paths.mjs";
import { compiledContent, sitemapPages } from "./content-data.mjs";

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

// How the index reads a section's fields, by their names: the same vocabulary every section's
// schema writes (app/lib/content/vocab/fields.ts), so no section needs a rule of its own.
/** Fields that name a part's anchor (its URL fragment), first found first. */
const ANCHORS = ["anchor", "id", "slug"];
/** Fields that head the object they are in (a document's title, or a heading within it). */
const HEADINGS = ["title", "name", "client", "headline", "question"];
/**
 * Fields that are no text a visitor reads: what the code joins or draws (the section's name, an
 * element id, a link, an icon, a slug it looks up, a tone), and forms, whose labels and messages
 * are no content (the HTML index left out every <form> too).
 */
const SKIPPED = new Set([
  "section",
  "variant",
  ...ANCHORS,
  "href",
  "icon",
  "tone",
  "emphasis",
  "action",
  "key",
  "tel",
  "form",
  "errors",
]);
/**
 * A value the code reads, not a visitor: a slug ("msp", "soc-2"), a date ("2026-11-21"), a
 * link. A number ("2019", "140") is text.
 */
const CODE =
  /^([a-z0-9]*[a-z][a-z0-9]*(-[a-z0-9]+)*|\d{4}-\d{2}-\d{2}|\/\S*|#\S*|https?:\/\/\S+|mailto:\S+|tel:\S+)$/;
/** A label the code fills in ("{shown} of {total}"): not text as written. */
const TEMPLATE = /\{[a-z]+\}/i;
/** Control characters: the search's highlight markers (server/search.ts), never in the text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** @param {string} text */
const clean = (text) => text.replace(CONTROL, " ").replace(/\s+/g, " ").trim();

/** @param {string} text */
function decodeEntities(text) {
  const named = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return named[name.toLowerCase()] ?? whole;
  });
}

/**
 * The text of rendered Markdown (an `html` field: a Labs entry's body, a legal section's), and
 * the text of each heading in it. Tags part words; entities are decoded.
 * @param {string} html
 */
function htmlText(html) {
  const text = (fragment) => clean(decodeEntities(fragment.replace(/<[^>]*>/g, " ")));
  const headings = [...html.matchAll(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/gi)].map((match) =>
    text(match[1] ?? ""),
  );
  return { text: text(html), headings: headings.filter(Boolean) };
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** An object's anchor, if it names one. @param {Record<string, unknown>} value */
const anchorOf = (value) =>
  ANCHORS.map((field) => value[field]).find((anchor) => typeof anchor === "string");

/**
 * The heading of an object: its first heading field, or its `heading`'s (a section's eyebrow,
 * title and intro).
 * @param {Record<string, unknown>} value
 * @returns {string | undefined}
 */
function headingOf(value) {
  const own = HEADINGS.map((field) => value[field]).find((text) => typeof text === "string");
  if (own !== undefined) return clean(own);
  return isObject(value.heading) ? headingOf(value.heading) : undefined;
}

/**
 * An anchored part: an object with an `anchor` or `id` and a title (a section, a legal
 * section), or an entry of a collection the page anchors by its `slug`, with a heading (a
 * service, a case study). An `id` beside a name only is a value the code reads (a calculator's
 * tier), no element of the page.
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isPart = (value) => {
  if (!isObject(value) || anchorOf(value) === undefined) return false;
  if (typeof value.slug === "string") return headingOf(value) !== undefined;
  return typeof value.title === "string" || (isObject(value.heading) && "title" in value.heading);
};

/**
 * The text of a section's fields, in their order, and of the headings among them; the parts in
 * it (anchored objects, each a document of its own) left out, and gathered into `parts`.
 * @param {unknown} value
 * @param {Record<string, unknown>[]} parts
 */
function fieldsText(value, parts) {
  /** @type {string[]} */
  const words = [];
  /** @type {string[]} */
  const headings = [];
  /** @param {unknown} node @param {string} field @param {boolean} top */
  const walk = (node, field, top) => {
    if (!top && isPart(node)) {
      parts.push(node);
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item, field, false);
    } else if (isObject(node)) {
      for (const [name, item] of Object.entries(node)) {
        if (SKIPPED.has(name)) continue;
        walk(item, name, false);
      }
    } else if (field === "html" && typeof node === "string") {
      const html = htmlText(node);
      words.push(html.text);
      headings.push(...html.headings);
    } else if (typeof node === "string" || typeof node === "number") {
      const text = clean(String(node));
      if (!text || TEMPLATE.test(text)) return;
      // A heading field is text even when it reads like a slug: a tool's name ("dmarc-lint").
      if (!HEADINGS.includes(field) && CODE.test(text)) return;
      words.push(text);
      if (HEADINGS.includes(field)) headings.push(text);
    }
  };
  walk(value, "", true);
  return { text: clean(words.join(" ")), headings };
}

/**
 * What names a page as a whole: its title (the document's, without the brand), its description,
 * and the words of its path.
 * @param {{ title: string; description: string; path: string }} page
 */
const pageKeys = ({ title, description, path }) =>
  clean([title, description, path.split(/[/-]/).join(" ")].join(" "));

/**
 * The search documents of one page of the sitemap, from its checked data: a company page, the
 * page itself (its first section's heading, the h1, as title; the text of the sections without
 * an anchor, and of the first) and each anchored part (its heading as title, its own text); a
 * Labs entry, one document of its title, byline, tags, advisory facts and body.
 * @param {import("./content-data.mjs").CompanyPageData | import("./content-data.mjs").LabEntryData} page
 * @returns {SearchDocument[]}
 */
export function pageDocuments(page) {
  const { path } = page;
  if (!("sections" in page)) {
    const { title, description, author, tags, advisory, html } = /** @type {any} */ (page);
    const facts = fieldsText({ title, description, author, tags, advisory }, []);
    const body = htmlText(html);
    return [
      {
        url: path,
        path,
        title: clean(title),
        page: clean(title),
        keys: pageKeys(page),
        headings: [...facts.headings, ...body.headings]
          .filter((heading) => heading !== clean(title))
          .join(" · "),
        text: clean(`${facts.text} ${body.text}`),
      },
    ];
  }
  if (page.noindex) return [];
  const [first, ...rest] = page.sections;
  const pageTitle = (first && headingOf(first)) || clean(page.title);

  /** @type {{ anchor: string; part: Record<string, unknown> }[]} */
  const parts = [];
  /** @type {string[]} */
  const ownText = [];
  /** @type {string[]} */
  const ownHeadings = [];
  /** The text of `value` to the page's own document, and its parts to `parts`. @param {unknown} value */
  const addOwn = (value) => {
    /** @type {Record<string, unknown>[]} */
    const nested = [];
    const { text, headings } = fieldsText(value, nested);
    ownText.push(text);
    ownHeadings.push(...headings);
    for (const part of nested) parts.push({ anchor: String(anchorOf(part)), part });
  };
  if (first) addOwn(first);
  for (const section of rest) {
    // A section whose anchor is one of its fields' (`index: { id, heading }`) is that part.
    const held = isPart(section)
      ? undefined
      : Object.entries(section).find(([, value]) => isPart(value) && isObject(value.heading));
    if (held) {
      const [field, holder] = held;
      const fields = Object.fromEntries(Object.entries(section).filter(([name]) => name !== field));
      parts.push({ anchor: String(anchorOf(holder)), part: { ...holder, ...fields } });
    } else if (isPart(section)) {
      parts.push({ anchor: String(anchorOf(section)), part: section });
    } else {
      addOwn(section);
    }
  }

  /** @type {SearchDocument[]} */
  const documents = [
    {
      url: path,
      path,
      title: pageTitle,
      page: pageTitle,
      keys: pageKeys(page),
      headings: ownHeadings.filter((heading) => heading !== pageTitle).join(" · "),
      text: clean(ownText.join(" ")),
    },
  ];
  // Breadth first: a part's parts follow it, as they follow it on the page.
  for (let index = 0; index < parts.length; index += 1) {
    const { anchor, part } = /** @type {(typeof parts)[number]} */ (parts[index]);
    /** @type {Record<string, unknown>[]} */
    const nested = [];
    const { text, headings } = fieldsText(part, nested);
    parts.splice(
      index + 1,
      0,
      ...nested.map((inner) => ({ anchor: String(anchorOf(inner)), part: inner })),
    );
    const title = headingOf(part) ?? "";
    if (!title || !text) continue;
    documents.push({
      url: `${path}#${anchor}`,
      path,
      title,
      page: pageTitle,
      keys: "",
      headings: headings.filter((heading) => heading !== title).join(" · "),
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
 * Indexes every page of the sitemap, from the compiled data under `root`, into `outFile`.
 * @param {string} root the repository
 * @param {string} outFile
 * @returns {Promise<{ pages: number; documents: number }>}
 */
export async function buildSearchIndex(root, outFile) {
  const pages = sitemapPages(await compiledContent(root));
  const documents = pages.flatMap((page) => pageDocuments(page));
  writeIndex(documents, outFile);
  return { pages: pages.length, documents: documents.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [outFile = SEARCH_INDEX] = process.argv.slice(2);
  const { pages, documents } = await buildSearchIndex(process.cwd(), outFile);
  console.log(`search index: ${pages} pages, ${documents} documents → ${outFile}`);
}
