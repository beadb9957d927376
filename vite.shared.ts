import { fileURLToPath } from "node:url";

import type { DeprecationOrId } from "sass";

import { BELOW_THE_FOLD } from "./app/lib/below-the-fold.ts";

/** Settings shared by the app build (vite.config.ts) and the unit tests (vitest.config.ts). */
export const sharedResolve = {
  alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
};

/** Build-time constants; SHADOWCRADLE_HOSTS is read again by the server at serve time. */
export const sharedDefine = {
  __SHADOWCRADLE_HOSTS__: JSON.stringify(process.env.SHADOWCRADLE_HOSTS ?? ""),
  // Fixed at build so prerendered HTML and hydration always agree (e.g. the footer's year).
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};

/**
 * Bootstrap 5.3 still uses @import and global Sass functions; silence only those warnings.
 * Every stylesheet gets `$below-the-fold`, the selector the TypeScript renders by
 * (app/lib/below-the-fold.ts), so the two can never disagree.
 */
export const sassOptions: {
  quietDeps: boolean;
  silenceDeprecations: DeprecationOrId[];
  additionalData: string;
} = {
  quietDeps: true,
  silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
  additionalData: `$below-the-fold: ${JSON.stringify(BELOW_THE_FOLD)};\n`,
};
