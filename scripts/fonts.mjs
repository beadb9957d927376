// `npm run fonts [-- --force]`: subsets Inter (variable weight) to the characters the site uses
// and the weights it uses, into app/assets/fonts/ and app/styles/_font-subset.scss. The build
// does the same first (vite.fonts.ts), so a new character in the copy never needs this by hand;
// it is here to see the numbers, or to cut the font again with --force.
// 48 KB (Fontsource's Latin file) → about 24 KB.
import { ensureFontSubset, FONT_SUBSET } from "./font-subset.mjs";

const result = await ensureFontSubset({ force: process.argv.includes("--force") });
console.log(
  `fonts: ${FONT_SUBSET.file} ${(result.bytes / 1024).toFixed(1)} KB (${result.status}), ` +
    `${result.characters.length} characters, weights ${FONT_SUBSET.weights.min}-${FONT_SUBSET.weights.max}`,
);
