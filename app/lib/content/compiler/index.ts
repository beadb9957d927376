/**
 * The content compiler: reads and checks every file content.config.ts declares, once, and
 * writes what each produces (the collections' modules, each page's data and route module, each
 * Labs entry's modules, each blog article's module, and the route table app/routes.ts lists),
 * so neither YAML, zod nor Markdown reaches the browser, and nothing downstream parses a content
 * file again. Run once per process by the content plugin's `config` hook (vite.content.ts), for
 * the build, dev, typegen and Vitest alike, and in dev again when a content file changes.
 *
 * Collections first: the page, Labs and article checks join their data (a section's resolve
 * names a product), so those checks are imported only once the collections' modules exist.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

import { collections, type FileKind, pages } from "../../../../content.config";
import { CSAF_WHITE, csafFileName } from "../../labs/paths";
import { collectionModuleSource, readCollection } from "../generated-collections";
import { iconModuleSource } from "../icons";
import { ContentError } from "../yaml";
import {
  csafRouteSource,
  labRouteSource,
  pageDataSource,
  routeModuleSource,
  sectionUses,
} from "./route-modules";
import { type Output, writeOutputs } from "./write";

/** The routes the compiled files give, as app/routes.ts lists them: [URL path without "/", module under app/]. */
export interface RouteTable {
  pages: [path: string, file: string][];
  templates: [path: string, file: string][];
  labs: [path: string, file: string][];
  csaf: [path: string, file: string][];
}

/**
 * Content pages with logic the generated module has not (a title that follows the query), by
 * path: their own route module, relative to app/, which takes its copy from the page's data.
 */
export const OWN_ROUTE_MODULES: Readonly<Record<string, string>> = {
  // The catch-all route ("*" in app/routes.ts), prerendered at /404.
  "404": "routes/not-found.tsx",
  "coming-soon": "routes/company/coming-soon.tsx",
  labs: "routes/company/labs.tsx",
  search: "routes/company/search.tsx",
  "thank-you": "routes/company/thank-you.tsx",
};

/** Where the compiler writes, from the repository root (all git-ignored). */
export const GENERATED = {
  collections: "app/content/generated",
  pageData: "app/content/generated/pages",
  templateData: "app/content/generated/templates",
  labData: "app/content/generated/labs",
  articles: "app/content/generated/articles",
  routeTable: "app/content/generated/routes.json",
  pageRoutes: "app/routes/pages",
  templateRoutes: "app/routes/templates",
  labRoutes: "app/routes/labs-entries",
} as const;

/** "shopCatalogue" → "shop-catalogue": a collection's module under app/content/generated/. */
export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** Every .md file under `folder` (from `root`), relative to it, sorted; none under `skip`. */
function markdownFiles(root: string, folder: string, skip?: string): string[] {
  let files: string[];
  try {
    files = readdirSync(join(root, folder), { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  const skipped = skip === undefined ? undefined : `${relative(folder, skip)}/`;
  return files
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".md") && !(skipped && file.startsWith(skipped)))
    .sort();
}

/**
 * The module a collection's schema is exported from and its name, found among the content
 * schemas by identity (so content.config.ts names each schema once, as a value): the generated
 * module's type is that schema's output.
 */
export function schemaExports(): Map<unknown, { module: string; name: string }> {
  const modules = import.meta.glob<Record<string, unknown>>("/app/content/**/*.schema.ts", {
    eager: true,
  });
  const found = new Map<unknown, { module: string; name: string }>();
  for (const [path, module] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(module)) {
      found.set(value, { module: path.slice(1), name });
    }
  }
  return found;
}

/** The collections' modules: each file read and checked against its schema. */
function compileCollections(root: string, only?: ReadonlySet<string>): Output[] {
  const exports = schemaExports();
  return Object.entries(collections)
    .filter(([, collection]) => !only || only.has(collection.file))
    .map(([name, collection]) => {
      const schema = exports.get(collection.schema);
      if (!schema)
        throw new Error(
          `content.config.ts: ${name}'s schema is not exported from app/content/**/*.schema.ts`,
        );
      const file = `${GENERATED.collections}/${kebab(name)}.ts`;
      const from = relative(dirname(file), schema.module).replace(/\.ts$/, ".js");
      const data = readCollection(
        collection.file,
        readFileSync(join(root, collection.file), "utf8"),
        collection.schema,
      );
      const source = collectionModuleSource(
        {
          file: collection.file,
          name,
          type: { schema: schema.name, from: from.startsWith(".") ? from : `./${from}` },
          components: "components" in collection && collection.components,
        },
        data,
      );
      return { file, source };
    });
}

/**
 * Compiles everything under content/ and writes it (a file only when its text changes; those of
 * deleted files removed). Throws a ContentError on the first file with a mistake, having written
 * nothing of it. `root` is the repository (a test's temporary copy).
 */
export async function compileContent(root: string): Promise<RouteTable> {
  const outputs = compileCollections(root);
  writeOutputs(root, outputs, [GENERATED.collections], { keepFolders: true });

  // The checks that join the collections, now that their modules are written.
  const [{ parseContentPage }, { parseLabEntry }, { contentVariables }, { articleEntry }] =
    await Promise.all([
      import("../page"),
      import("../../labs/entry"),
      import("../variables"),
      import("../../../content/templates/blog/articles.server"),
    ]);
  const read = (file: string) => readFileSync(join(root, file), "utf8");
  const table: RouteTable = { pages: [], templates: [], labs: [], csaf: [] };
  const written: Output[] = [];

  for (const [kind, dataDir, routeDir] of [
    ["company", GENERATED.pageData, GENERATED.pageRoutes],
    ["templates", GENERATED.templateData, GENERATED.templateRoutes],
  ] as const) {
    const { folder, skip }: FileKind = pages[kind];
    for (const name of markdownFiles(root, folder, skip)) {
      const file = `${folder}/${name}`;
      const page = parseContentPage(file, read(file), contentVariables);
      const path = name.replace(/\.md$/, "");
      const data = `${dataDir}/${path}.ts`;
      written.push({ file: data, source: pageDataSource(file, page) });
      const own = kind === "company" ? OWN_ROUTE_MODULES[path] : undefined;
      if (own !== undefined) {
        table.pages.push([path, own]);
        continue;
      }
      const lucide = kind === "templates";
      if (lucide) {
        written.push({
          file: `${dataDir}/${path}.icons.ts`,
          source: iconModuleSource(page.sections),
        });
      }
      const route = `${routeDir}/${path}.tsx`;
      const specifier = `~/${data.slice("app/".length, -".ts".length)}`;
      written.push({
        file: route,
        source: routeModuleSource(file, specifier, sectionUses(page.sections), root, lucide),
      });
      table[kind === "company" ? "pages" : "templates"].push([path, route.slice("app/".length)]);
    }
  }

  const labs = pages.labs.folder;
  for (const name of markdownFiles(root, labs)) {
    const file = `${labs}/${name}`;
    const slug = name.replace(/\.md$/, "");
    const { html, jsonLd, ...summary } = parseLabEntry(file, read(file), contentVariables);
    const entry = `${GENERATED.labData}/${slug}`;
    written.push(
      {
        file: `${entry}.ts`,
        source: labDataSource(file, "LabEntry", { ...summary, html, jsonLd }),
      },
      { file: `${entry}.summary.ts`, source: labDataSource(file, "LabSummary", summary) },
    );
    const page = `${GENERATED.labRoutes}/${slug}.tsx`;
    written.push({ file: page, source: labRouteSource(file, `~/${entry.slice(4)}`) });
    table.labs.push([`labs/${slug}`, page.slice(4)]);
    if (summary.advisory) {
      const csaf = `${GENERATED.labRoutes}/csaf/${slug}.ts`;
      written.push({ file: csaf, source: csafRouteSource(file, `~/${entry.slice(4)}`) });
      const year = summary.date.slice(0, 4);
      table.csaf.push([
        `${CSAF_WHITE.slice(1)}/${year}/${csafFileName(summary.advisory.id)}`,
        csaf.slice(4),
      ]);
    }
  }

  for (const name of markdownFiles(root, pages.articles.folder)) {
    const slug = name.replace(/\.md$/, "");
    written.push({
      file: `${GENERATED.articles}/${slug}.ts`,
      source: [
        `// Generated from ${pages.articles.folder}/${name}; edit that file, not this one.`,
        `import type { ArticleEntry } from "~/lib/blog/posts";`,
        ``,
        `const article: ArticleEntry = ${JSON.stringify(articleEntry(slug))};`,
        `export default article;`,
        ``,
      ].join("\n"),
    });
  }

  written.push({ file: GENERATED.routeTable, source: `${JSON.stringify(table, null, 2)}\n` });
  writeOutputs(root, written, [
    GENERATED.pageData,
    GENERATED.templateData,
    GENERATED.labData,
    GENERATED.articles,
    GENERATED.pageRoutes,
    GENERATED.templateRoutes,
    GENERATED.labRoutes,
  ]);
  return table;
}

/** A Labs entry's module (with its body, or without: the summary lists load). */
function labDataSource(file: string, type: "LabEntry" | "LabSummary", data: unknown): string {
  return [
    `// Generated from ${file}; edit that file, not this one.`,
    `import type { ${type} } from "~/lib/labs/entry";`,
    ``,
    `const entry: ${type} = ${JSON.stringify(data)};`,
    `export default entry;`,
    ``,
  ].join("\n");
}

export { ContentError };
