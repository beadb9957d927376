import { relative, resolve } from "node:path";

import type { Plugin } from "vite";

import { COPY_DIRS, COPY_FILE, ensureFontSubset, FONT_SUBSET } from "./scripts/font-subset.mjs";

/**
 * The Inter subset follows the copy (decision 0006): before a build reads any module, and in
 * dev whenever a file that may hold copy changes, the subset is made to hold exactly the
 * characters the app's code and the content files use (scripts/font-subset.mjs; cached by a
 * hash of the characters, so unchanged copy costs a scan of the files). A new character in a
 * content file is thus in the font the page preloads, with no step to remember.
 */
export function fontSubset(): Plugin {
  let pending: Promise<void> | undefined;
  const ensure = (log: (message: string) => void) => {
    pending ??= ensureFontSubset().then((result) => {
      if (result.status !== "unchanged") {
        log(
          `fonts: ${FONT_SUBSET.file} follows the copy: ${result.characters.length} characters, ` +
            `${(result.bytes / 1024).toFixed(1)} KB (${result.status === "cached" ? "from the cache" : "subset now"})`,
        );
      }
      if (result.bytes > FONT_SUBSET.budgetBytes) {
        log(
          `fonts: ${FONT_SUBSET.file} is ${result.bytes} bytes, over its budget of ` +
            `${FONT_SUBSET.budgetBytes}: the copy uses characters the site font should not carry.`,
        );
      }
    });
    return pending;
  };
  return {
    name: "cradlesec:font-subset",
    enforce: "pre",
    // Once per process: the client and prerender builds share the result.
    async buildStart() {
      await ensure((message) => this.warn(message));
    },
    configureServer(server) {
      const copyDirs = COPY_DIRS.map((dir) => resolve(server.config.root, dir));
      server.watcher.on("change", (file) => {
        if (!COPY_FILE.test(file) || /\.test\./.test(file)) return;
        if (!copyDirs.some((dir) => !relative(dir, file).startsWith(".."))) return;
        pending = undefined;
        void ensure((message) => server.config.logger.info(message));
      });
    },
  };
}
