import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// What the Inter subset holds (scripts/fonts.mjs writes it; app/styles/font-subset.test.ts
// checks the committed copy still covers the site's text).

export const FONT_SUBSET = {
  file: "app/assets/fonts/inter-subset.woff2",
  manifest: "app/assets/fonts/inter-subset.json",
  scss: "app/styles/_font-subset.scss",
  /** The weights the styles use (400 body … 800 figures); the variable axis is cut to them. */
  weights: { min: 400, max: 800 },
};

/** Always in the subset: printable ASCII and the typography copy is likely to gain next. */
export const BASE_CHARACTERS =
  Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join("") +
  "\u00a0–—‘’“”…•·×→←↑↓©®™€£§°±−";

/**
 * Every character the site's text can contain: the base set plus each non-ASCII character
 * (letters, punctuation, symbols) found in the given sources. Emoji and other pictographs are
 * left to the system fonts.
 * @param {Iterable<string>} texts
 * @returns {Set<string>}
 */
export function sourceCharacters(texts) {
  const characters = new Set(BASE_CHARACTERS);
  for (const text of texts) {
    for (const character of text) {
      const code = character.codePointAt(0) ?? 0;
      if (code > 0x7e && !/\p{Extended_Pictographic}|\p{Cc}|\p{Cf}/u.test(character)) {
        characters.add(character);
      }
    }
  }
  return characters;
}

/**
 * A CSS unicode-range for a set of characters, consecutive code points merged.
 * @param {Iterable<string>} characters
 */
export function unicodeRange(characters) {
  const codes = [...new Set([...characters].map((c) => c.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const ranges = [];
  for (let i = 0; i < codes.length;) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === (codes[j] ?? 0) + 1) j += 1;
    const hex = (code) => code.toString(16).toUpperCase().padStart(4, "0");
    ranges.push(i === j ? `U+${hex(codes[i])}` : `U+${hex(codes[i])}-${hex(codes[j])}`);
    i = j + 1;
  }
  return ranges.join(", ");
}

/**
 * The text of every app source file that can put characters on a page (tests excluded).
 * @param {string} dir
 */
export function readAppSources(dir) {
  const texts = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|md)$/.test(entry.name) || /\.test\./.test(entry.name)) {
      continue;
    }
    texts.push(readFileSync(join(entry.parentPath, entry.name), "utf8"));
  }
  return texts;
}

/** Where the site's copy lives: the app's code and the content files (content/pages/…). */
export const COPY_DIRS = ["app", "content"];

/** The text of every file that may hold copy, from every COPY_DIRS folder. */
export function readCopySources() {
  return COPY_DIRS.flatMap((dir) => readAppSources(dir));
}
