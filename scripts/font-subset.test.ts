// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  BASE_CHARACTERS,
  ensureFontSubset,
  FONT_SUBSET,
  readAppSources,
  sourceCharacters,
  unicodeRange,
} from "./font-subset.mjs";

const manifest = JSON.parse(readFileSync(FONT_SUBSET.manifest, "utf8")) as {
  characters: string;
  unicodeRange: string;
  weights: { min: number; max: number };
};

describe("the committed Inter subset", () => {
  it("matches the generated Sass: the same unicode-range and weights as the manifest", () => {
    const scss = readFileSync(FONT_SUBSET.scss, "utf8");
    expect(scss).toContain(`$inter-subset-unicode-range: ${manifest.unicodeRange};`);
    expect(scss).toContain(
      `$inter-subset-weights: ${manifest.weights.min} ${manifest.weights.max};`,
    );
    expect(manifest.unicodeRange).toBe(unicodeRange(manifest.characters));
  });

  it("is a WOFF2 file within its budget, well under Fontsource's 48 KB Latin file", () => {
    const font = readFileSync(FONT_SUBSET.file);
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBeLessThan(FONT_SUBSET.budgetBytes);
  });
});

describe("ensureFontSubset: the subset follows the copy", () => {
  let root: string;
  const paths = () => ({
    dirs: [join(root, "app"), join(root, "content")],
    out: {
      file: join(root, "out/inter.woff2"),
      manifest: join(root, "out/inter.json"),
      scss: join(root, "out/_font.scss"),
    },
    cacheDir: join(root, "cache"),
  });
  const page = (text: string) =>
    writeFileSync(join(root, "content/pages/page.md"), `---\ntitle: ${text}\n---\n`);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "font-subset-"));
    mkdirSync(join(root, "app"));
    mkdirSync(join(root, "content/pages"), { recursive: true });
    writeFileSync(join(root, "app/copy.ts"), 'export const copy = "Café";\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("puts a character new in a content file into the font, its manifest and unicode-range", async () => {
    page("Łódź office");
    const first = await ensureFontSubset(paths());
    expect(first.status).toBe("subset");
    for (const character of ["Ł", "ó", "ź", "é"]) expect(first.characters).toContain(character);
    const written = JSON.parse(readFileSync(paths().out.manifest, "utf8")) as typeof manifest;
    expect(written.characters).toContain("Ł");
    expect(readFileSync(paths().out.scss, "utf8")).toContain("U+0141");
    const font = readFileSync(paths().out.file);
    expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(font.length).toBe(first.bytes);
    // The glyph is in the file: a font cut without it is smaller.
    page("Lodz office");
    const without = await ensureFontSubset(paths());
    expect(without.status).toBe("subset");
    expect(without.bytes).toBeLessThan(first.bytes);
  });

  it("reads the copy of YAML collections too", () => {
    writeFileSync(join(root, "content/projects.yaml"), "- title: Ørsted\n");
    expect(readAppSources(join(root, "content")).join("")).toContain("Ørsted");
  });

  it("costs nothing when the copy's characters have not changed, and reuses a subset by hash", async () => {
    page("Łódź office");
    const first = await ensureFontSubset(paths());
    page("Łódź office, second floor");
    expect((await ensureFontSubset(paths())).status).toBe("unchanged");
    page("Lodz");
    await ensureFontSubset(paths());
    page("Łódź");
    const again = await ensureFontSubset(paths());
    expect(again.status).toBe("cached");
    expect(again.hash).toBe(first.hash);
    expect(
      readFileSync(paths().out.file).equals(
        readFileSync(join(paths().cacheDir, `inter-${first.hash}.woff2`)),
      ),
    ).toBe(true);
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
