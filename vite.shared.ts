import { fileURLToPath } from "node:url";

import type { DeprecationOrId } from "sass";

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

/** Bootstrap 5.3 still uses @import and global Sass functions; silence only those warnings. */
export const sassOptions: { quietDeps: boolean; silenceDeprecations: DeprecationOrId[] } = {
  quietDeps: true,
  silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
};
