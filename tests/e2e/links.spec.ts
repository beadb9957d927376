import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { urlPathForHtmlFile } from "../../scripts/build-files.mjs";
import { expect, test } from "./fixtures";

/** Checks the built site as a crawler sees it: every internal link and anchor leads somewhere. */
const CLIENT_DIR = "build/client";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

/** The URL a page answers at: a CSAF folder's listing at its folder's, with the slash. */
const pagePath = (file: string): string => urlPathForHtmlFile(relative(CLIENT_DIR, file));

const pages = new Map(
  htmlFiles(CLIENT_DIR).map((file) => [pagePath(file), readFileSync(file, "utf8")]),
);

function ids(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id!));
}

function decode(href: string): string {
  return href.replace(/&amp;/g, "&");
}

test("every internal link and anchor in the built site resolves", () => {
  expect(pages.size).toBeGreaterThan(3);
  const broken: string[] = [];
  for (const [from, html] of pages) {
    for (const [, raw] of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
      const href = decode(raw!);
      if (/^(mailto:|tel:|https?:|\/\/)/.test(href)) continue;
      const url = new URL(href, `http://site${from}`);
      const target = url.pathname;
      const anchor = decodeURIComponent(url.hash.slice(1));
      const targetHtml = pages.get(target);
      const isFile = existsSync(join(CLIENT_DIR, target)) && !targetHtml && target !== "/";
      if (!targetHtml && !isFile && target !== "/") {
        broken.push(`${from} → ${href} (no such page)`);
      } else if (anchor && targetHtml && !ids(targetHtml).has(anchor)) {
        broken.push(`${from} → ${href} (no #${anchor})`);
      }
    }
  }
  expect(broken).toEqual([]);
});
