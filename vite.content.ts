/**
 * Content pages as modules: importing content/pages/<path>.md gives the page, read and checked
 * at build time (app/lib/content/page.ts) and compiled to plain data, so neither YAML, zod nor
 * Markdown reaches the browser. The checks run in Node through Vite's module runner, with the
 * same section schemas the app declares. A page that fails them stops the build (and shows the
 * error overlay in dev) with the file, line, field and what was expected.
 */
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { type Plugin, runnerImport } from "vite";

import { generateCollections } from "./app/content-collections.ts";
import { BLOG_ARTICLES_DIR, generateContentRoutes, TEMPLATE_DIRS } from "./app/content-routes.ts";
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

/** The fields a company page's route module imports by name (app/content-routes.ts). */
const NAMED_FIELDS = ["title", "description", "path", "sections", "noindex", "jsonLd"];

/**
 * A page's module: each top-level field a named export too (those a company page's route module
 * imports always, undefined where the page has none), so that module leaves the fields it does
 * not render (`updated`, `sitemap`: the sitemap's) out of the browser's chunk; the default
 * export is the whole page.
 */
export function pageModuleSource(page: object): string {
  const names = Object.keys(page);
  if (!names.every((name) => /^[a-zA-Z][a-zA-Z0-9]*$/.test(name) && name !== "default")) {
    return `export default ${JSON.stringify(page)};`;
  }
  const value = (name: string) =>
    JSON.stringify((page as Record<string, unknown>)[name]) ?? "undefined";
  return [
    ...[...new Set([...names, ...NAMED_FIELDS])].map(
      (name) => `export const ${name} = ${value(name)};`,
    ),
    `export default { ${names.join(", ")} };`,
  ].join("\n");
}

export function contentPages(): Plugin {
  return {
    name: "cradlesec:content-pages",
    enforce: "pre",
    // app/routes.ts writes the route modules too; this covers Vitest, which never reads it.
    config() {
      generateCollections();
      generateContentRoutes();
      generateContentRoutes(TEMPLATE_DIRS);
    },
    async load(id) {
      if (!isPageFile(id)) return undefined;
      const { parseContentPage, contentVariables } = await contentTools();
      this.addWatchFile(id);
      const file = relative(ROOT, id).split("\\").join("/");
      const page = parseContentPage(file, readFileSync(id, "utf8"), contentVariables);
      return { code: pageModuleSource(page), moduleType: "js" };
    },
  };
}
