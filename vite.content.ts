/**
 * Content pages as modules: importing content/pages/<path>.md gives the page, read and checked
 * at build time (app/lib/content/page.ts) and compiled to plain data, so neither YAML, zod nor
 * Markdown reaches the browser. The checks run in Node through Vite's module runner, with the
 * same section schemas the app declares. A page that fails them stops the build (and shows the
 * error overlay in dev) with the file, line, field and what was expected.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { type Plugin, runnerImport } from "vite";

import {
  BLOG_ARTICLES_DIR,
  generateContentRoutes,
  ICONS_QUERY,
  TEMPLATE_DIRS,
} from "./app/content-routes.ts";
import { iconModuleSource } from "./app/lib/content/icons.ts";
import type * as PageModule from "./app/lib/content/page";
import type * as VariablesModule from "./app/lib/content/variables";
import { sharedResolve } from "./vite.shared.ts";

const ROOT = dirname(fileURLToPath(import.meta.url));
const FOLDERS = [resolve(ROOT, "content/pages"), resolve(ROOT, "content/templates")];

interface ContentTools {
  parseContentPage: typeof PageModule.parseContentPage;
  contentVariables: typeof VariablesModule.contentVariables;
}

let tools: Promise<ContentTools> | undefined;

/** The page parser and the site's values, loaded once per process through Vite's runner. */
export function contentTools(): Promise<ContentTools> {
  tools ??= (async () => {
    const load = async <T>(file: string) =>
      (
        await runnerImport<T>(resolve(ROOT, file), {
          configFile: false,
          logLevel: "error",
          resolve: sharedResolve,
        })
      ).module;
    const [page, variables] = await Promise.all([
      load<typeof PageModule>("app/lib/content/page.ts"),
      load<typeof VariablesModule>("app/lib/content/variables.ts"),
    ]);
    return {
      parseContentPage: page.parseContentPage,
      contentVariables: variables.contentVariables,
    };
  })();
  return tools;
}

/**
 * Whether a module id is a page file under content/pages/ or content/templates/ (no query:
 * `?raw` stays raw). The blog's articles there are not pages: their loaders read them raw.
 */
const isPageFile = (id: string) =>
  id.endsWith(".md") &&
  FOLDERS.some((folder) => id.startsWith(`${folder}/`)) &&
  !id.startsWith(`${BLOG_ARTICLES_DIR}/`);

/** The YAML collections under content/ (./app/lib/content/collection.ts), which pages join. */
const collectionFiles = () =>
  readdirSync(resolve(ROOT, "content"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) => resolve(ROOT, "content", file));

export function contentPages(): Plugin {
  return {
    name: "cradlesec:content-pages",
    enforce: "pre",
    // app/routes.ts writes the route modules too; this covers Vitest, which never reads it.
    config() {
      generateContentRoutes();
      generateContentRoutes(TEMPLATE_DIRS);
    },
    async load(id) {
      // The page's data, or (`?icons`) the Lucide icons its data names (app/lib/content/icons.ts).
      const icons = id.endsWith(ICONS_QUERY);
      const path = icons ? id.slice(0, -ICONS_QUERY.length) : id;
      if (!isPageFile(path)) return undefined;
      const { parseContentPage, contentVariables } = await contentTools();
      this.addWatchFile(path);
      for (const collection of collectionFiles()) this.addWatchFile(collection);
      const file = relative(ROOT, path).split("\\").join("/");
      const page = parseContentPage(file, readFileSync(path, "utf8"), contentVariables);
      const code = icons
        ? iconModuleSource(page.sections)
        : `export default ${JSON.stringify(page)};`;
      return { code, moduleType: "js" };
    },
  };
}
