#!/usr/bin/env node
// Rewrites every prose string in a copy of the repository's content/, keeping its structure: the
// proof for issue 41 that the tests assert structure, roles and counts derived from the content
// files, not literal copy. Letters are shifted within their case (a→h, Q→X), so lengths,
// capitalisation, word breaks and punctuation hold: titles and descriptions still meet the SEO
// length checks, and every character stays within what the font subset already covers.
//
// Kept as is: keys, slugs, paths and URLs, e-mail addresses, `{#anchor}` ids, Lucide icon names,
// enum values, dates, numbers, placeholders (`{count}`, `{{site.name}}`), Markdown syntax (link
// targets, inline code, code blocks, HTML tags), the YAML's comments and layout (the `yaml`
// Document API finds the values; each is rewritten over its own source range), and the
// accessible names of the contract (CONTRACT_NAMES below). Prose is decided
// by the value's shape: a string with a space in it, or one word under a key that holds copy
// (PROSE_KEYS); one word elsewhere is structure (an id, an icon, an enum value, a component).
//
// The proof, run from the repository (a full build and the e2e suite; a few minutes):
//   root=$(mktemp -d)
//   git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$root"
//   ln -s "$PWD/node_modules" "$root/node_modules"      # not the build: the copy builds its own
//   node scripts/rewrite-copy.mjs "$root"
//   (cd "$root" && npm run build && E2E_PORT=4206 node_modules/.bin/playwright test \
//      --grep-invert "fresh loads at 4x")
// Refuses to rewrite a git work tree's own content unless given --in-place.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { isPair, isScalar, parseDocument, visit } from "yaml";

/**
 * The accessible names tests may use literally: /work/shared/spec/product-notes.md, section
 * "Accessible names (the contract tests rely on)". A value that is one of them is kept.
 */
export const CONTRACT_NAMES = new Set([
  "Main",
  "Industries",
  "Products",
  "Portal Login",
  "Get Started",
  "Menu",
  "Loading...",
  "Back to top",
  "Account menu",
  "Account",
  "Sign out",
  "Add to cart",
  "Quantity",
  "Decrease quantity",
  "Increase quantity",
  "Remove",
  "Cart",
  "Email",
  "Advertising Updates",
  "Design",
  "Subscribe",
  "Currency",
  "USD",
  "EUR",
  "UKP",
  "JPY",
  "Search",
  "ID",
  "CVE",
  "CVSS",
]);

/** Keys whose one-word values are copy too (headings, labels, names shown to people). */
export const PROSE_KEYS = new Set([
  "title",
  "label",
  "eyebrow",
  "heading",
  "badge",
  "contents",
  "term",
  "by",
  "timeline",
  "credit",
  "when",
  "done",
  "planned",
  "effective",
  "severity",
  "button",
  "price",
  "colour",
  "service",
  "challenge",
  "approach",
  "yes",
  "unavailable",
  "description",
  "text",
]);

const SHIFT = 7;

/** Shifts each ASCII letter within its case; everything else stays. */
export function shiftLetters(text) {
  return text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + SHIFT) % 26) + base);
  });
}

// What stays inside prose: inline code, placeholders and {#anchors}, link targets, HTML tags and
// autolinks, URLs, e-mail addresses, entities, and paths (a "/" not after a word character).
const PROTECTED = new RegExp(
  [
    /\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/.source,
    /`[^`\n]*`/.source,
    /\{\{[^{}]*\}\}/.source,
    /\{[^{}]*\}/.source,
    /\]\([^)\n]*\)/.source,
    /\]\[[^\]\n]*\]/.source,
    /<[^<>\n]*>/.source,
    /\b[a-z][a-z0-9+.-]*:\/\/[^\s)<>\]"']+/.source,
    /\bmailto:[^\s)<>\]"']+/.source,
    /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.source,
    /&(?:[a-zA-Z]+|#\d+);/.source,
    /(?<![\w/])\/[\w\-./#?=&%]+/.source,
  ].join("|"),
  "g",
);

/** Rewrites the prose of one line or value, keeping what PROTECTED matches. */
export function rewriteProse(text) {
  let out = "";
  let at = 0;
  for (const match of text.matchAll(PROTECTED)) {
    out += shiftLetters(text.slice(at, match.index)) + match[0];
    at = match.index + match[0].length;
  }
  return out + shiftLetters(text.slice(at));
}

const STRUCTURE = [
  /^[a-z][a-z0-9+.-]*:\/\//, // URL
  /^mailto:/,
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, // e-mail address
  /^[/#.]/, // path, anchor, colour
  /^\{\{[^{}]*\}\}$/, // a placeholder alone
];

/** Whether a string value under `key` is prose. */
export function isProse(key, value) {
  if (!/[A-Za-z]/.test(value)) return false;
  if (CONTRACT_NAMES.has(value.trim()) || CONTRACT_NAMES.has(value.trim().replace(/:$/, ""))) {
    return false;
  }
  if (STRUCTURE.some((pattern) => pattern.test(value))) return false;
  if (/\s/.test(value.trim())) return true;
  return typeof key === "string" && (PROSE_KEYS.has(key) || /(Label|Legend|Title)$/.test(key));
}

/**
 * Rewrites the prose values of a YAML document (a file, or a Markdown file's frontmatter). The
 * Document API finds the values and their keys; each prose value is rewritten in the source text,
 * over its own range, so quoting, folding, comments and layout stay byte for byte.
 */
export function rewriteYaml(source) {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) throw doc.errors[0];
  const ranges = [];
  visit(doc, {
    Scalar(where, node, path) {
      if (where === "key" || typeof node.value !== "string" || !node.range) return;
      const owner = [...path].reverse().find((parent) => isPair(parent));
      const key = owner && isScalar(owner.key) ? String(owner.key.value) : undefined;
      if (isProse(key, node.value)) ranges.push([node.range[0], node.range[1]]);
    },
  });
  let out = source;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + rewriteProse(out.slice(start, end)) + out.slice(end);
  }
  return out;
}

/** Rewrites a Markdown body: every line's prose, code blocks and reference definitions kept. */
export function rewriteMarkdown(body) {
  let fence = null;
  return body
    .split("\n")
    .map((line) => {
      const opens = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (opens && opens[1][0] === fence[0] && opens[1].length >= fence.length) fence = null;
        return line;
      }
      if (opens) {
        fence = opens[1];
        return line;
      }
      if (/^\s*\[[^\]]+\]:\s/.test(line)) return line;
      return rewriteProse(line);
    })
    .join("\n");
}

/** Rewrites a Markdown file: its YAML frontmatter and its body. */
export function rewriteMarkdownFile(source) {
  const match = /^---\n([\s\S]*?\n)?---(\n|$)/.exec(source);
  if (!match) return rewriteMarkdown(source);
  const front = match[1] ? rewriteYaml(match[1]) : "";
  return `---\n${front}---${match[2]}${rewriteMarkdown(source.slice(match[0].length))}`;
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Rewrites content/ under `root`; returns the files it changed, relative to root. */
export function rewriteContent(root) {
  const changed = [];
  for (const path of files(join(root, "content"))) {
    const source = readFileSync(path, "utf8");
    let next = source;
    if (/\.ya?ml$/.test(path)) next = rewriteYaml(source);
    else if (path.endsWith(".md")) next = rewriteMarkdownFile(source);
    if (next !== source) {
      writeFileSync(path, next);
      changed.push(relative(root, path));
    }
  }
  return changed;
}

function isWorkTree(dir) {
  try {
    return (
      execFileSync("git", ["-C", dir, "rev-parse", "--is-inside-work-tree"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim() === "true"
    );
  } catch {
    return false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const inPlace = args.includes("--in-place");
  const dirs = args.filter((arg) => arg !== "--in-place");
  if (dirs.length !== 1) {
    console.error("usage: node scripts/rewrite-copy.mjs <copy of the repository> [--in-place]");
    process.exit(2);
  }
  const root = resolve(dirs[0]);
  if (isWorkTree(root) && !inPlace) {
    console.error(
      `${root} is in a git work tree: rewrite a copy, or pass --in-place to rewrite its content/.`,
    );
    process.exit(2);
  }
  const changed = rewriteContent(root);
  console.log(`rewrote ${changed.length} files under ${join(root, "content")}`);
}
