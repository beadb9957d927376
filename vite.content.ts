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

import { type InlineConfig, type Plugin, runnerImport } from "vite";

import { BLOG_ARTICLES_DIR, generateContentRoutes, TEMPLATE_DIRS } from "./app/content-routes.ts";
import { collectionModuleSource } from "./app/lib/content/collection-module.ts";
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

/**
 * The module runner the page checks run in: the app's alias, and the compiled collections,
 * since a section's schema may read one (the shop's catalogue, by id).
 */
export const RUNNER: InlineConfig = {
  configFile: false,
  logLevel: "error",
  resolve: sharedResolve,
  plugins: [contentCollections()],
};

/** The page parser and the site's values, loaded once per process through Vite's runner. */
export function contentTools(): Promise<ContentTools> {
  tools ??= (async () => {
    const load = async <T>(file: string) =>
      (await runnerImport<T>(resolve(ROOT, file), RUNNER)).module;
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

/**
 * YAML collections that app modules import (from the repository root), each with the module
 * and export that loads it checked (loadCollection, app/lib/content/collection.ts): the import
 * gets the checked data as plain literals (app/lib/content/collection-module.ts), its Lucide
 * icons imported as components, so neither YAML nor zod reaches the browser.
 */
export const COMPILED_COLLECTIONS: Readonly<Record<string, { module: string; load: string }>> = {
  "content/templates/shop/products.yaml": {
    module: "app/content/templates/shop/products.schema.ts",
    load: "shopCatalogueData",
  },
};

/**
 * The checked data of a compiled collection, read through a module runner of its own, without
 * this plugin: a collection's schema never imports a collection.
 */
async function checkedCollection(file: string): Promise<unknown> {
  const { module, load } = COMPILED_COLLECTIONS[file]!;
  const loaded = await runnerImport<Record<string, () => unknown>>(resolve(ROOT, module), {
    configFile: false,
    logLevel: "error",
    resolve: sharedResolve,
  });
  return loaded.module[load]!();
}

/** The module of a compiled collection, or undefined for any other id. */
async function loadCollectionModule(
  id: string,
  watch: (file: string) => void,
): Promise<{ code: string; moduleType: "js" } | undefined> {
  const file = relative(ROOT, id).split("\\").join("/");
  if (!Object.hasOwn(COMPILED_COLLECTIONS, file)) return undefined;
  watch(id);
  return { code: collectionModuleSource(await checkedCollection(file)), moduleType: "js" };
}

/** Compiled collections alone: for the module runner the page checks run in. */
export function contentCollections(): Plugin {
  return {
    name: "cradlesec:content-collections",
    enforce: "pre",
    load(id) {
      return loadCollectionModule(id, (file) => this.addWatchFile(file));
    },
  };
}

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
      const collection = await loadCollectionModule(id, (file) => this.addWatchFile(file));
      if (collection) return collection;
      if (!isPageFile(id)) return undefined;
      const { parseContentPage, contentVariables } = await contentTools();
      this.addWatchFile(id);
      const file = relative(ROOT, id).split("\\").join("/");
      const page = parseContentPage(file, readFileSync(id, "utf8"), contentVariables);
      return { code: `export default ${JSON.stringify(page)};`, moduleType: "js" };
    },
  };
}
