import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// What the Inter subset holds, and how it follows the copy: ensureFontSubset() computes the
// characters the site's text uses and, when they differ from the committed subset's, writes a
// new one (the build runs it first, vite.fonts.ts; `npm run fonts` runs it by hand). Subsetting
// takes seconds, so each result is cached by a hash of what went into it.

export const FONT_SUBSET = {
  file: "app/assets/fonts/inter-subset.woff2",
  manifest: "app/assets/fonts/inter-subset.json",
  scss: "app/styles/_font-subset.scss",
  /** The weights the styles use (400 body … 800 figures); the variable axis is cut to them. */
  weights: { min: 400, max: 800 },
  /** Subsets already made, by hash (git-ignored). */
  cacheDir: ".cache/fonts",
  /** What the one font file every page preloads may weigh (Fontsource's Latin file is 48 KB). */
  budgetBytes: 30 * 1024,
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

/** Files that may hold copy: code, page files and YAML collections (content/…/projects.yaml). */
export const COPY_FILE = /\.(tsx?|md|ya?ml)$/;

/**
 * The text of every source file under `dir` that can put characters on a page (tests excluded).
 * @param {string} dir
 */
export function readAppSources(dir) {
  const texts = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COPY_FILE.test(entry.name) || /\.test\./.test(entry.name)) {
      continue;
    }
    texts.push(readFileSync(join(entry.parentPath, entry.name), "utf8"));
  }
  return texts;
}

/** Where the site's copy lives: the app's code and the content files (content/pages/…). */
export const COPY_DIRS = ["app", "content"];

/** The text of every file that may hold copy, from every folder of `dirs`. */
export function readCopySources(dirs = COPY_DIRS) {
  return dirs.flatMap((dir) => readAppSources(dir));
}

/** The characters of `dirs`' copy, in code point order. */
export function copyCharacters(dirs = COPY_DIRS) {
  return [...sourceCharacters(readCopySources(dirs))].sort(
    (a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0),
  );
}

const require = createRequire(import.meta.url);

/** The font the subset is cut from, and its package's version. */
function sourceFont() {
  const file = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
  const { version } = JSON.parse(
    readFileSync(require.resolve("@fontsource-variable/inter/package.json"), "utf8"),
  );
  return { file, name: `@fontsource-variable/inter@${version} inter-latin-wght-normal.woff2` };
}

function readOr(file, fallback) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return fallback;
  }
}

/** Writes through a temporary file, so a reader never sees half a file. */
function writeAtomically(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/**
 * Makes the subset at `out` hold exactly the characters of the copy in `dirs`: nothing is
 * written when the manifest already says so; otherwise the font comes from the cache (by hash of
 * the source font, the weights and the characters) or is cut now and cached, and the font, its
 * manifest and the Sass with its unicode-range are written.
 * @param {{ dirs?: string[], out?: { file: string, manifest: string, scss: string },
 *   cacheDir?: string, force?: boolean }} [options]
 * @returns {Promise<{ status: "unchanged" | "cached" | "subset", bytes: number,
 *   characters: string[], hash: string }>}
 */
export async function ensureFontSubset(options = {}) {
  const { dirs = COPY_DIRS, out = FONT_SUBSET, cacheDir = FONT_SUBSET.cacheDir } = options;
  const { weights } = FONT_SUBSET;
  const characters = copyCharacters(dirs);
  const source = sourceFont();
  const hash = createHash("sha256")
    .update(JSON.stringify({ source: source.name, weights, characters: characters.join("") }))
    .digest("hex")
    .slice(0, 16);
  const range = unicodeRange(characters);
  const manifest = `${JSON.stringify(
    {
      $comment: "Generated from the copy by scripts/font-subset.mjs (at build); do not edit.",
      source: source.name,
      weights,
      hash,
      characters: characters.join(""),
      unicodeRange: range,
    },
    null,
    2,
  )}\n`;
  const scss =
    `// Generated from the copy by scripts/font-subset.mjs (at build); do not edit.\n` +
    `$inter-subset-weights: ${weights.min} ${weights.max};\n` +
    `$inter-subset-unicode-range: ${range};\n`;
  let current;
  try {
    current = readFileSync(out.file);
  } catch {
    current = undefined;
  }
  if (
    !options.force &&
    current !== undefined &&
    readOr(out.manifest, "") === manifest &&
    readOr(out.scss, "") === scss
  ) {
    return { status: "unchanged", bytes: current.length, characters, hash };
  }
  const cached = join(cacheDir, `inter-${hash}.woff2`);
  let font;
  let status = "cached";
  try {
    font = options.force ? undefined : readFileSync(cached);
  } catch {
    font = undefined;
  }
  if (font === undefined) {
    status = "subset";
    const { default: subsetFont } = await import("subset-font");
    font = await subsetFont(readFileSync(source.file), characters.join(""), {
      targetFormat: "woff2",
      variationAxes: { wght: weights },
    });
    writeAtomically(cached, font);
  }
  writeAtomically(out.file, font);
  writeAtomically(out.manifest, manifest);
  writeAtomically(out.scss, scss);
  return { status, bytes: font.length, characters, hash };
}
