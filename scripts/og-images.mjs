// Renders one Open Graph image (1200×630 PNG) per indexable prerendered page, after
// `react-router build` and before postbuild: build/client/<path>/index.html → build/client/og/<slug>.png.
// Title and description come from the prerendered HTML; pages marked noindex get none (their
// meta has no og:image either, see app/lib/meta.ts). Text is set in Inter, the site's typeface, from
// the TTF files of @expo-google-fonts/inter (resvg cannot read the site's WOFF2), so the build needs
// no system fonts.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";

import { Resvg } from "@resvg/resvg-wasm";

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

/** @param {string} text */
export function decodeEntities(text) {
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
 * What the image needs from a prerendered page, or undefined for a page that is noindex.
 * @param {string} html
 * @returns {{ title: string; description: string } | undefined}
 */
export function pageInfo(html) {
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)].map((match) => match[0]);
  const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? undefined;
  const content = (name) => {
    const tag = metas.find((meta) => attr(meta, "name") === name);
    return tag ? decodeEntities(attr(tag, "content") ?? "") : undefined;
  };
  if (/noindex/i.test(content("robots") ?? "")) return undefined;
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  if (!title) return undefined;
  return { title: decodeEntities(title), description: content("description") ?? "" };
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

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name === "index.html" ? [path] : [];
  });
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
  const brand = /<meta\s+property="og:site_name"\s+content="([^"]*)"/;
  let count = 0;
  for (const file of htmlFiles(CLIENT_DIR)) {
    const html = readFileSync(file, "utf8");
    const info = pageInfo(html);
    if (!info) continue;
    const pagePath =
      `/${relative(CLIENT_DIR, dirname(file)).split(sep).join("/")}`.replace(/\/$/, "") || "/";
    const siteName = decodeEntities(brand.exec(html)?.[1] ?? "");
    const url = /<link\s+rel="canonical"\s+href="https?:\/\/([^"]*)"/.exec(html)?.[1] ?? pagePath;
    const title = siteName ? info.title.replace(` | ${siteName}`, "") : info.title;
    const svg = ogSvg({ title, description: info.description, brand: siteName, url, mark });
    const resvg = new Resvg(svg, {
      fitTo: { mode: "original" },
      font: { fontBuffers, defaultFontFamily: FONT_FAMILY, loadSystemFonts: false },
    });
    const png = resvg.render().asPng();
    resvg.free();
    const out = join(CLIENT_DIR, ogImagePath(pagePath));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, png);
    count += 1;
  }
  if (count === 0) throw new Error("og-images: no indexable page found in build/client");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`og-images: ${count} images in ${seconds} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
