// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { describe, expect, it } from "vitest";

import { SVELTIA_CDN_FONTS, sveltiaFontsFromHere } from "./vite.admin.ts";

const sveltia = join(dirname(createRequire(import.meta.url).resolve("@sveltia/cms")), "index.js");

describe("Sveltia's fonts from this origin", () => {
  it("rewrites every jsDelivr font of the installed package to its own file", () => {
    const code = readFileSync(sveltia, "utf8");
    const out = sveltiaFontsFromHere(code);
    expect(out).not.toContain("cdn.jsdelivr.net/fontsource");
    expect(out).toContain('url(${new URL("assets/source-sans-3-latin-wght-normal-');
  });

  it("fails the build when a font URL or file is missing (a new release)", () => {
    const [first] = SVELTIA_CDN_FONTS;
    const code = `const css = \`url(${first!.cdn})\`; new URL(\`assets/source-sans-3-latin-wght-normal-abc.woff2\`, import.meta.url);`;
    expect(() => sveltiaFontsFromHere(code)).toThrow(/noto-mono/);
    expect(() => sveltiaFontsFromHere("")).toThrow(/expected one/);
  });
});
