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

import { type InlineConfig, type Plugin, runnerImport, type ViteDevServer } from "vite";

import type * as ArticlesModule from "./app/content/templates/blog/articles.server";
import {
  COLLECTIONS,
  generateCollections,
  regenerateCollection,
} from "./app/content-collections.ts";
import {
  BLOG_ARTICLES_DIR,
  generateContentRoutes,
  generateLabsRoutes,
  ICONS_QUERY,
  TEMPLATE_DIRS,
} from "./app/content-routes.ts";
import { iconModuleSource } from "./app/lib/content/icons.ts";
import type * as PageModule from "./app/lib/content/page";
import type * as VariablesModule from "./app/lib/content/variables";
import type * as LabEntryModule from "./app/lib/labs/entry";
import { sectionsForChecks } from "./vite.sections.ts";
import { sharedResolve } from "./vite.shared.ts";

const ROOT = dirname(fileURLToPath(import.meta.url));
const FOLDERS = [resolve(ROOT, "content/pages"), resolve(ROOT, "content/templates")];
/** Where the Labs files are, from Vite's root: where app/content/labs-*.ts's globs look. */
const LABS = "content/labs";

interface ContentTools {
  parseContentPage: typeof PageModule.parseContentPage;
  parseLabEntry: typeof LabEntryModule.parseLabEntry;
  contentVariables: typeof VariablesModule.contentVariables;
  articleEntry: typeof ArticlesModule.articleEntry;
}

let tools: Promise<ContentTools> | undefined;

const NO_STYLE = "\0content-checks-no-style";

/**
 * A section module holds its schema and its component, which imports its stylesheet: the checks
 * draw nothing, so there a stylesheet is an empty module (no Sass compile per page check).
 */
const noStyles: Plugin = {
  name: "content-checks-no-styles",
  enforce: "pre",
  resolveId: (source) => (/\.s?css$/.test(source) ? NO_STYLE : undefined),
  load: (id) => (id === NO_STYLE ? "export {};" : undefined),
};

/**
 * The module runner the page checks run in: the app's alias, no stylesheets, and the section
 * modules without their components (the checks need their schemas only).
 */
export const RUNNER: InlineConfig = {
  configFile: false,
  logLevel: "error",
  resolve: sharedResolve,
  plugins: [noStyles, sectionsForChecks()],
};

/** The page parser and the site's values, loaded once per process through Vite's runner. */
export function contentTools(): Promise<ContentTools> {
  tools ??= (async () => {
    const load = async <T>(file: string) =>
      (await runnerImport<T>(resolve(ROOT, file), RUNNER)).module;
    const [page, lab, variables, articles] = await Promise.all([
      load<typeof PageModule>("app/lib/content/page.ts"),
      load<typeof LabEntryModule>("app/lib/labs/entry.ts"),
      load<typeof VariablesModule>("app/lib/content/variables.ts"),
      load<typeof ArticlesModule>("app/content/templates/blog/articles.server.ts"),
    ]);
    return {
      parseContentPage: page.parseContentPage,
      parseLabEntry: lab.parseLabEntry,
      contentVariables: variables.contentVariables,
      articleEntry: articles.articleEntry,
    };
  })();
  return tools;
}

/**
 * Whether a module id is a page file under content/pages/ or content/templates/ (no query:
 * `?raw` stays raw). The blog's articles there are not pages: the build reads them raw, and
 * `?article` is an article's own module (below).
 */
const isPageFile = (id: string) =>
  id.endsWith(".md") &&
  FOLDERS.some((folder) => id.startsWith(`${folder}/`)) &&
  !id.startsWith(`${BLOG_ARTICLES_DIR}/`);

/**
 * A Labs file under `labs` (content/labs/), as `?entry` (with its body: the entry's page, the
 * feeds, CSAF, search) or `?summary` (without it: the listing, so /labs does not carry every
 * article).
 */
const LAB_MODULE = /^(.*\.md)\?(entry|summary)$/;
function labFile(
  id: string,
  labs: string,
): { file: string; part: "entry" | "summary" } | undefined {
  const match = LAB_MODULE.exec(id);
  if (!match?.[1] || !match[1].startsWith(`${labs}/`)) return undefined;
  return { file: match[1], part: match[2] as "entry" | "summary" };
}

/**
 * A blog article as `?article`: the article as an article page shows it (its body, comments and
 * related reading; app/content/templates/blog/articles.server.ts), the module an article page
 * loads when ?post= names an article other than its own (app/lib/blog/article-modules.ts).
 */
const ARTICLE_QUERY = "?article";
function articleSlug(id: string): string | undefined {
  if (!id.endsWith(ARTICLE_QUERY) || !id.startsWith(`${BLOG_ARTICLES_DIR}/`)) return undefined;
  return /^([a-z0-9-]+)\.md$/.exec(
    id.slice(BLOG_ARTICLES_DIR.length + 1, -ARTICLE_QUERY.length),
  )?.[1];
}

/** The YAML collections (app/content-collections.ts), which a page's sections may join. */
const collectionFiles = () => COLLECTIONS.map((collection) => resolve(ROOT, collection.file));

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

/**
 * In dev, a collection's file that changes: its module written again (regenerateCollection), the
 * page checks' runner dropped and the page modules invalidated, so the pages that join it re-read
 * the new module, and the browser reloaded. A mistake goes to the terminal and the error overlay,
 * and the module stays as it was.
 */
export function onCollectionChange(
  file: string,
  regenerate: (file: string) => readonly unknown[] = regenerateCollection,
  server?: Pick<ViteDevServer, "config" | "ws" | "environments">,
) {
  try {
    if (regenerate(file).length === 0) return;
  } catch (error) {
    const { message, stack = "" } = error as Error;
    server?.config.logger.error(message);
    server?.ws.send({ type: "error", err: { message, stack } });
    return;
  }
  tools = undefined;
  if (!server) return;
  for (const environment of Object.values(server.environments)) {
    const graph = environment.moduleGraph;
    for (const [id, node] of graph.idToModuleMap) {
      if (isPageFile(id.split("?")[0]!)) graph.invalidateModule(node);
    }
  }
  server.ws.send({ type: "full-reload" });
}

export function contentPages(
  regenerate: (file: string) => readonly unknown[] = regenerateCollection,
): Plugin {
  let server: ViteDevServer | undefined;
  // Vite's root: the globs that list the Labs files are from it, so are the files this loads
  // (a test runs a temporary tree with a new file: app/labs-new-entry.test.ts).
  let root = ROOT;
  return {
    name: "cradlesec:content-pages",
    enforce: "pre",
    // app/routes.ts writes the route modules too; this covers Vitest, which never reads it.
    config() {
      generateCollections();
      generateContentRoutes();
      generateContentRoutes(TEMPLATE_DIRS);
      generateLabsRoutes();
    },
    configResolved(config) {
      root = config.root;
    },
    configureServer(devServer) {
      server = devServer;
    },
    watchChange(file) {
      onCollectionChange(file, regenerate, server);
    },
    async load(id) {
      const lab = labFile(id, resolve(root, LABS));
      if (lab) {
        const { parseLabEntry, contentVariables } = await contentTools();
        this.addWatchFile(lab.file);
        const file = relative(root, lab.file).split("\\").join("/");
        const { html, jsonLd, ...summary } = parseLabEntry(
          file,
          readFileSync(lab.file, "utf8"),
          contentVariables,
        );
        const data = lab.part === "entry" ? { ...summary, html, jsonLd } : summary;
        return { code: `export default ${JSON.stringify(data)};`, moduleType: "js" };
      }
      const article = articleSlug(id);
      if (article !== undefined) {
        const { articleEntry } = await contentTools();
        this.addWatchFile(id.slice(0, -ARTICLE_QUERY.length));
        return {
          code: `export default ${JSON.stringify(articleEntry(article))};`,
          moduleType: "js",
        };
      }
      // The page's data, or (`?icons`) the Lucide icons its data names (app/lib/content/icons.ts).
      const icons = id.endsWith(ICONS_QUERY);
      const path = icons ? id.slice(0, -ICONS_QUERY.length) : id;
      if (!isPageFile(path)) return undefined;
      const { parseContentPage, contentVariables } = await contentTools();
      this.addWatchFile(path);
      for (const collection of collectionFiles()) this.addWatchFile(collection);
      const file = relative(ROOT, path).split("\\").join("/");
      const page = parseContentPage(file, readFileSync(path, "utf8"), contentVariables);
      const code = icons ? iconModuleSource(page.sections) : pageModuleSource(page);
      return { code, moduleType: "js" };
    },
  };
}
