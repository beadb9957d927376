// Renders one Open Graph image (1200×630 PNG) per indexable page, after `react-router build` and
// before postbuild: build/client/og/<slug>.png. What each image says comes from the checked data
// the content compiler wrote (scripts/content-data.mjs), never from the prerendered HTML (issue
// 43): the page's title and description, as its meta writes them (ogPages), the site's brand,
// and its canonical URL. Pages that are noindex get none (their meta has no og:image either, see
// app/lib/meta.ts). Text is set in Inter, the site's typeface, from the TTF files of
// @expo-google-fonts/inter (resvg cannot read the site's WOFF2), so the build needs no system
// fonts.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { Resvg } from "@resvg/resvg-wasm";

import { compiledContent } from "./content-data.mjs";
import { initResvg, markContent, NAVY } from "./make-icons.mjs";
import { OG_IMAGE_SIZE, ogImagePath } from "./og-image-path.mjs";

const CLIENT_DIR = process.argv[2] ?? "build/client";
const FONT_FILES = [
  "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf",
  "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf",
];
const FONT_FAMILY = "Inter";

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The image of each indexable page, with what it says: its title and description as its meta
 * writes them (app/lib/meta.ts pageMeta, for a company page from its route module: the generated
 * one, or its own, app/routes/company/*.tsx, which write the page's own title and description
 * when prerendered; for a Labs entry labArticleMeta), the site's brand, and the page's canonical
 * URL without its scheme. None for a page that is noindex: a company page that says so, every
 * template page (templateMeta), the root's redirect and the not-found page (both noindex).
 * @param {import("./content-data.mjs").CompiledContent} content
 * @returns {{ path: string; title: string; description: string; brand: string; url: string }[]}
 */
export function ogPages({ site, pages, labs }) {
  const host = site.origin.replace(/^https?:\/\//, "");
  return [...pages.filter((page) => page.noindex !== true), ...labs].map((page) => ({
    path: page.path,
    title: page.title,
    description: page.description,
    brand: site.brand,
    url: `${host}${page.path}`,
  }));
}

// Approximate advance widths (Arial-like metrics, widened 8% for Inter), in em, for line breaking.
const NARROW = new Set("fijlrtI.,:;'!|()[] ");
const WIDE = new Set("mwMW@");
/** @param {string} text @param {number} size @param {boolean} bold */
function textWidth(text, size, bold) {
  let em = 0;
  for (const char of text) {
    if (NARROW.has(char)) em += 0.3;
    else if (WIDE.has(char)) em += 0.86;
    else if (char >= "A" && char <= "Z") em += 0.7;
    else em += 0.56;
  }
  return em * size * 1.08 * (bold ? 1.06 : 1);
}

/**
 * Greedy word wrap into at most `maxLines` lines of `maxWidth` px; an ellipsis marks cut text.
 * @param {string} text @param {number} size @param {number} maxWidth @param {number} maxLines
 * @param {boolean} bold
 */
export function wrapText(text, size, maxWidth, maxLines, bold = false) {
  const words = text.trim().split(/\s+/).filter(Boolean);
  /** @type {string[]} */
  const lines = [];
  let line = "";
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, size, bold) <= maxWidth) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const rest = words.slice(index).length > 0;
      let last = lines[maxLines - 1] ?? "";
      if (rest) {
        while (last && textWidth(`${last}…`, size, bold) > maxWidth) {
          last = last.replace(/\s*\S+$/, "");
        }
        lines[maxLines - 1] = `${last.replace(/[\s,;:.–—-]+$/, "")}…`;
      }
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The SVG of one Open Graph image.
 * @param {{ title: string; description: string; brand: string; url: string; mark: string }} page
 */
export function ogSvg({ title, description, brand, url, mark }) {
  const { width, height } = OG_IMAGE_SIZE;
  const left = 80;
  const textWidthMax = width - left * 2;
  const titleLines = wrapText(title, 68, textWidthMax, 3, true);
  const titleTop = 250;
  const titleLineHeight = 80;
  const descriptionTop = titleTop + (titleLines.length - 1) * titleLineHeight + 70;
  const descriptionLines = wrapText(description, 30, textWidthMax, titleLines.length > 2 ? 1 : 2);
  const tspans = (lines, top, lineHeight) =>
    lines
      .map((text, i) => `<tspan x="${left}" y="${top + i * lineHeight}">${escapeXml(text)}</tspan>`)
      .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${NAVY}"/>`,
    // A faint oversized mark on the right, then the mark and brand name at the top left.
    `<g transform="translate(820 150) scale(15)" opacity="0.08">${mark}</g>`,
    `<g transform="translate(${left - 8} 64) scale(2.5)">${mark}</g>`,
    `<text x="${left + 80}" y="118" font-family="${FONT_FAMILY}" font-weight="700" font-size="40" fill="#ffffff">${escapeXml(brand)}</text>`,
    `<text font-family="${FONT_FAMILY}" font-weight="700" font-size="68" fill="#ffffff">${tspans(titleLines, titleTop, titleLineHeight)}</text>`,
    `<text font-family="${FONT_FAMILY}" font-size="30" fill="#cbd5e1">${tspans(descriptionLines, descriptionTop, 42)}</text>`,
    `<text x="${left}" y="568" font-family="${FONT_FAMILY}" font-weight="700" font-size="30" fill="#2dd4bf">${escapeXml(url)}</text>`,
    `<rect y="${height - 12}" width="${width}" height="12" fill="#0a5cc2"/>`,
    `</svg>`,
  ].join("");
}

function loadFonts() {
  const require = createRequire(import.meta.url);
  return FONT_FILES.map((file) => readFileSync(require.resolve(file)));
}

async function main() {
  const started = performance.now();
  await initResvg();
  const fontBuffers = loadFonts();
  const mark = markContent(readFileSync("public/favicon.svg", "utf8"));
  let count = 0;
  for (const { path, ...page } of ogPages(await compiledContent())) {
    const svg = ogSvg({ ...page, mark });
    const resvg = new Resvg(svg, {
      fitTo: { mode: "original" },
      font: { fontBuffers, defaultFontFamily: FONT_FAMILY, loadSystemFonts: false },
    });
    const png = resvg.render().asPng();
    resvg.free();
    const out = join(CLIENT_DIR, ogImagePath(path));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, png);
    count += 1;
  }
  if (count === 0) throw new Error("og-images: no indexable page in the compiled content");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`og-images: ${count} images in ${seconds} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
