// Renders public/favicon.svg into the PNG icons the web manifest and iOS ask for. Run once after
// the mark changes (`node scripts/make-icons.mjs`) and commit the outputs in public/icons/.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

import { initWasm, Resvg } from "@resvg/resvg-wasm";

/** The navy of the mark's tile, the manifest's theme colour and the meta theme-color. */
export const NAVY = "#0b1220";

/**
 * The mark's drawing without its rounded tile: everything after the tile's <rect/> in a 32×32
 * viewBox, so icons can put it on a full-bleed background with their own padding.
 * @param {string} svg
 */
export function markContent(svg) {
  const match = /<rect\b[^>]*\/>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match?.[1]) throw new Error("favicon.svg: expected a <rect/> tile followed by the mark");
  return match[1];
}

/**
 * The mark on a square navy background; `padding` is the empty margin around the 32-unit
 * drawing, in the drawing's units.
 * @param {string} content @param {number} padding
 */
export function squareIcon(content, padding) {
  const side = 32 + padding * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-padding} ${-padding} ${side} ${side}"><rect x="${-padding}" y="${-padding}" width="${side}" height="${side}" fill="${NAVY}"/>${content}</svg>`;
}

/** @param {string} svg @param {number} size */
export function renderPng(svg, size) {
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: size } });
  const png = resvg.render().asPng();
  resvg.free();
  return png;
}

let wasmReady;
/** Loads the resvg WebAssembly module once. */
export function initResvg() {
  const require = createRequire(import.meta.url);
  wasmReady ??= initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  return wasmReady;
}

async function main() {
  await initResvg();
  const favicon = readFileSync("public/favicon.svg", "utf8");
  const content = markContent(favicon);
  const icons = [
    // "any" icons keep the favicon's rounded tile (transparent corners).
    ["public/icons/icon-192.png", favicon, 192],
    ["public/icons/icon-512.png", favicon, 512],
    // iOS masks the icon itself and fills transparency with black: full-bleed navy, small margin.
    ["public/icons/apple-touch-icon.png", squareIcon(content, 3), 180],
    // Maskable: the mark (about 24 of 32 units) inside the central 80% safe-zone circle.
    ["public/icons/icon-512-maskable.png", squareIcon(content, 8), 512],
  ];
  for (const [file, svg, size] of icons) {
    writeFileSync(file, renderPng(svg, size));
    console.log(`make-icons: ${file} (${size}×${size})`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
