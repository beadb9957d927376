// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  BASE_CHARACTERS,
  FONT_SUBSET,
  readCopySources,
  sourceCharacters,
  unicodeRange,
} from "./font-subset.mjs";

const manifest = JSON.parse(readFileSync(FONT_SUBSET.manifest, "utf8")) as {
  characters: string;
  unicodeRange: string;
  weights: { min: number; max: number };
};

describe("the committed Inter subset", () => {
  it("covers every character the app's copy uses (else run `npm run fonts`)", () => {
    const subset = new Set(manifest.characters);
    const missing = [...sourceCharacters(readCopySources())].filter((c) => !subset.has(c));
    expect(missing).toEqual([]);
  });

  it("matches the generated Sass: the same unicode-range and weights as the manifest", () => {
    const scss = readFileSync(FONT_SUBSET.scss, "utf8");
    expect(scss).toContain(`$inter-subset-unicode-range: ${manifest.unicodeRange};`);
    expect(scss).toContain(
      `$inter-subset-weights: ${manifest.weights.min} ${manifest.weights.max};`,
    );
    expect(manifest.unicodeRange).toBe(unicodeRange(manifest.characters));
  });

  it("is a WOFF2 file, well under Fontsource's 48 KB Latin file", () => {
    const font = readFileSync(FONT_SUBSET.file);
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThan(30 * 1024);
  });
});

describe("sourceCharacters and unicodeRange", () => {
  it("keeps printable ASCII and the base typography, adds new letters, skips emoji", () => {
    const characters = sourceCharacters(["Zürich — 5 × faster 👋\u200b"]);
    expect(characters.has("ü")).toBe(true);
    expect(characters.has("👋")).toBe(false);
    expect(characters.has("\u200b")).toBe(false);
    for (const c of BASE_CHARACTERS) expect(characters.has(c)).toBe(true);
  });

  it("merges consecutive code points into CSS ranges", () => {
    expect(unicodeRange("cab€-")).toBe("U+002D, U+0061-0063, U+20AC");
  });
});
