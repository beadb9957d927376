/**
 * What the editor's preview (app/admin/preview-*.tsx) needs to know of the site to draw an entry
 * where the site draws it: every page made from a content file (company and template pages, Labs
 * entries) with its address, its file, the layouts around it (app/routes.ts) and the YAML
 * collections it draws. Which collections a page draws is found in the code, not written down:
 * the imports are followed from the page's route module, and from each layout's, to the
 * collections' generated modules (app/content/generated/<name>.ts). Node only: the /admin/ build
 * (vite.admin.ts) writes it as a module the preview imports.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { parseSync } from "rolldown/utils";

import { collections, pages } from "../../../../content.config";
import { GENERATED, kebab, type RouteTable, schemaExports } from "../compiler/index.ts";
import { readFrontmatter } from "../frontmatter.ts";

/** The kinds of content file that are pages of their own. */
export type PageKind = "company" | "templates" | "labs";

/** One page the preview can draw. */
export interface PreviewRoute {
  /** Its address, "/products". */
  path: string;
  /** Its content file, from the repository root. */
  file: string;
  kind: PageKind;
  /** The layouts around it, outermost first, by module under app/ ("layouts/site-layout"). */
  layouts: string[];
  /** The sections its file lists, by name (none for a Labs entry). */
  sections: string[];
  /**
   * The YAML collections its route module draws (content.config.ts names), each with the number
   * of imports between the two.
   */
  collections: Record<string, number>;
}

/** A route that is no page (a feed, a calendar file) and the collections it reads. */
export interface PreviewResource {
  path: string;
  collections: string[];
}

/** A YAML collection as the preview checks it. */
export interface PreviewCollection {
  /** Its file, from the repository root. */
  file: string;
  /** Its schema: the module (under app/) and the name it exports it by. */
  schema: { module: string; name: string };
}

export interface PreviewSite {
  /** Each kind of Markdown file's folder, from the repository root (content.config.ts). */
  folders: Record<keyof typeof pages, string>;
  /** The YAML collections by name (content.config.ts). */
  collections: Record<string, PreviewCollection>;
  /** The pages, in app/routes.ts's order. */
  routes: PreviewRoute[];
  /** The YAML collections each layout draws (its header, footer, sidebar). */
  layouts: Record<string, string[]>;
  /** The layouts of a file of each kind that has no page yet: those most of its kind have. */
  defaults: Record<PageKind, string[]>;
  /** The other routes (a feed, a calendar file) that read a collection no page draws. */
  resources: PreviewResource[];
}

/** Each YAML collection's generated module (absolute), and whether it writes icons as components. */
export function generatedCollections(root: string) {
  return Object.entries(collections).map(([name, kind]) => ({
    name,
    file: join(root, GENERATED.collections, `${kebab(name)}.ts`),
    components: "components" in kind && kind.components,
  }));
}

/** "layouts/site-layout.tsx" → "layouts/site-layout": a module's name in the preview's data. */
const moduleName = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, "");

/**
 * The modules `file` imports (statically, or dynamically by a literal), as files; packages,
 * stylesheets and `?query` imports left out, and imports of types only, which bring no value.
 */
function importsOf(file: string, root: string): string[] {
  const code = readFileSync(file, "utf8");
  const lang = file.endsWith("x") ? "tsx" : "ts";
  const { module } = parseSync(file, code, { lang });
  const values = (entries: { isType: boolean }[]) =>
    entries.length === 0 || entries.some((entry) => !entry.isType);
  const specifiers = [
    ...module.staticImports.filter((i) => values(i.entries)).map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) =>
      e.entries.flatMap((entry) =>
        entry.moduleRequest && !entry.isType ? [entry.moduleRequest.value] : [],
      ),
    ),
    ...module.dynamicImports.flatMap(({ moduleRequest }) => {
      const literal = /^(["'`])([^"'`$]*)\1$/.exec(
        code.slice(moduleRequest.start, moduleRequest.end),
      );
      return literal?.[2] ? [literal[2]] : [];
    }),
  ];
  return [...new Set(specifiers)].flatMap((specifier) => {
    const found = resolveImport(specifier, file, root);
    return found ? [found] : [];
  });
}

/** The imports of each module, read once for all the site's pages. */
function importGraph(root: string) {
  const edges = new Map<string, string[]>();
  return (file: string): string[] => {
    let imports = edges.get(file);
    if (!imports) {
      imports = importsOf(file, root);
      edges.set(file, imports);
    }
    return imports;
  };
}

type ImportsOf = ReturnType<typeof importGraph>;

/** The file an app specifier ("~/x", "./x", "../x.js") names, if it is a script of the app. */
function resolveImport(specifier: string, importer: string, root: string): string | undefined {
  if (specifier.includes("?")) return undefined;
  const base = specifier.startsWith("~/")
    ? join(root, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(importer), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const stem = base.replace(/\.js$/, "");
  return [base, `${stem}.ts`, `${stem}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (candidate) =>
      /\.[cm]?[jt]sx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/**
 * The YAML collections a module draws: those whose generated module it reaches by its imports,
 * each with the number of imports between (a section that lists the products is nearer to them
 * than one whose link names a product).
 */
function collectionsReached(
  entry: string,
  imports: ImportsOf,
  generated: ReadonlyMap<string, string>,
): Record<string, number> {
  const found: Record<string, number> = {};
  const distance = new Map([[entry, 0]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const hops = distance.get(file) ?? 0;
    const collection = generated.get(file);
    if (collection !== undefined) {
      found[collection] ??= hops;
      continue;
    }
    for (const next of imports(file)) {
      if (!distance.has(next)) {
        distance.set(next, hops + 1);
        queue.push(next);
      }
    }
  }
  return found;
}

/** Each YAML collection's file and schema. */
function previewCollections(): Record<string, PreviewCollection> {
  const exports = schemaExports();
  return Object.fromEntries(
    Object.entries(collections).map(([name, kind]) => {
      const found = exports.get(kind.schema);
      if (!found)
        throw new Error(`content.config.ts: ${name}'s schema is not exported from app/content/`);
      const schema = { module: found.module.replace(/^app\//, ""), name: found.name };
      return [name, { file: kind.file, schema }];
    }),
  );
}

/** Each route module of the route table with its page's address, file and kind. */
function contentRoutes(table: RouteTable) {
  const byModule = new Map<string, { path: string; file: string; kind: PageKind }>();
  for (const [path, module] of table.pages) {
    byModule.set(module, {
      path: `/${path}`,
      file: `${pages.company.folder}/${path}.md`,
      kind: "company",
    });
  }
  for (const [path, module] of table.templates) {
    const file = `${pages.templates.folder}/${path}.md`;
    byModule.set(module, { path: `/${path}`, file, kind: "templates" });
  }
  for (const [path, module] of table.labs) {
    const file = `${pages.labs.folder}/${path.slice(path.lastIndexOf("/") + 1)}.md`;
    byModule.set(module, { path: `/${path}`, file, kind: "labs" });
  }
  return byModule;
}

/** The section names a page file lists ("Hero", "Hero.kit"). */
function sectionNames(file: string, root: string): string[] {
  const { data } = readFrontmatter(file, readFileSync(join(root, file), "utf8"));
  const listed = (data as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry: unknown) => {
    const { section, variant } = (entry ?? {}) as { section?: unknown; variant?: unknown };
    if (typeof section !== "string") return [];
    return [typeof variant === "string" ? `${section}.${variant}` : section];
  });
}

/** The layouts most routes of each kind have (a new file's page joins them). */
function commonLayouts(routes: readonly PreviewRoute[]): Record<PageKind, string[]> {
  const most = (kind: PageKind) => {
    const counts = new Map<string, number>();
    for (const route of routes.filter((r) => r.kind === kind)) {
      const key = JSON.stringify(route.layouts);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    return top ? (JSON.parse(top[0]) as string[]) : [];
  };
  return { company: most("company"), templates: most("templates"), labs: most("labs") };
}

/**
 * The preview's view of the site under `root`, from its route configuration (app/routes.ts's
 * default export) and the route table the content compiler wrote.
 */
export function previewSite(root: string, config: readonly RouteConfigEntry[]): PreviewSite {
  const table = JSON.parse(readFileSync(join(root, GENERATED.routeTable), "utf8")) as RouteTable;
  const content = contentRoutes(table);
  const generated = new Map(generatedCollections(root).map(({ file, name }) => [file, name]));
  const imports = importGraph(root);
  const reached = (module: string) =>
    collectionsReached(join(root, "app", module), imports, generated);

  const routes: PreviewRoute[] = [];
  const resources: PreviewResource[] = [];
  const layouts: Record<string, string[]> = {};
  const walk = (entries: readonly RouteConfigEntry[], around: string[]) => {
    for (const entry of entries) {
      if (entry.children) {
        const layout = moduleName(entry.file);
        layouts[layout] ??= Object.keys(reached(entry.file));
        walk(entry.children, [...around, layout]);
        continue;
      }
      const page = content.get(entry.file);
      if (!page) {
        const read = Object.keys(reached(entry.file));
        if (read.length > 0 && entry.path)
          resources.push({ path: `/${entry.path}`, collections: read });
        continue;
      }
      routes.push({
        ...page,
        layouts: around,
        sections: page.kind === "labs" ? [] : sectionNames(page.file, root),
        collections: reached(entry.file),
      });
    }
  };
  walk(config, []);
  const drawn = new Set([
    ...routes.flatMap((route) => Object.keys(route.collections)),
    ...Object.values(layouts).flat(),
  ]);
  const undrawn = resources
    .map(({ path, collections: read }) => ({
      path,
      collections: read.filter((name) => !drawn.has(name)),
    }))
    .filter((resource) => resource.collections.length > 0);
  return {
    folders: {
      company: pages.company.folder,
      templates: pages.templates.folder,
      labs: pages.labs.folder,
      articles: pages.articles.folder,
    },
    collections: previewCollections(),
    routes,
    layouts,
    defaults: commonLayouts(routes),
    resources: undrawn,
  };
}
