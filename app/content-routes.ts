/**
 * The routes of the content pages: one per file under content/pages/, at the file's path
 * (content/pages/industries/msp.md is /industries/msp). For each, it writes a small route module
 * under app/routes/pages/ (generated, not committed) that imports the page's content and only the
 * section components the page names, so each page keeps its own lazily loaded chunk. Run by
 * app/routes.ts, so dev, typegen, build and tests all see the same routes; a file is rewritten
 * only when its text changes.
 *
 * Runs where app/routes.ts runs (React Router's config loader, Vite's config bundle): relative
 * imports only, no "~/" alias.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { parse as parseYaml } from "yaml";

import { csafFileName } from "./lib/labs/paths.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const CONTENT_PAGES_DIR = join(ROOT, "content/pages");
/**
 * The blog's articles (decision 0011): Markdown under content/templates/ that is not a page of
 * its own. The blog's pages join them at build (app/content/templates/blog/articles.server.ts).
 */
export const BLOG_ARTICLES_DIR = join(ROOT, "content/templates/blog/articles");
const GENERATED_DIR = join(ROOT, "app/routes/pages");

/**
 * Every page file under `dir` (content/pages/ by default), as paths relative to it, sorted;
 * files under `skip` (a folder inside `dir`) are not pages.
 */
export function contentPageFiles(dir = CONTENT_PAGES_DIR, skip?: string): string[] {
  if (!existsSync(dir)) return [];
  const skipped = skip === undefined ? undefined : `${relative(dir, skip).split("\\").join("/")}/`;
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => file.endsWith(".md") && !(skipped && file.startsWith(skipped)))
    .sort();
}

/** "PageHeader" → "page-header": a section's component file under app/sections/. */
export const sectionModule = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** A section a page uses: its library name and, for a section with variants, which one. */
export interface SectionUse {
  name: string;
  variant?: string;
}

/** The query of a page file's module of the Lucide icons its data names (vite.content.ts). */
export const ICONS_QUERY = "?icons";

/** The default variant's name ("company"), which a file may write; app/lib/content/page.ts. */
const DEFAULT_VARIANT = "company";

/** The folder under app/sections/ of the template kit's sections. */
const KIT = "kit";

/**
 * The module of a section, from app/sections/: a variant lives in the folder of its name
 * (`variant: kit` is kit/hero.tsx); a section without variants is app/sections/<name>.tsx or,
 * for the template kit's own sections, kit/<name>.tsx. Each exports the library name.
 */
export function sectionModulePath({ name, variant }: SectionUse, appDir = DIRS.app): string {
  const file = sectionModule(name);
  if (variant) return `${variant}/${file}`;
  return existsSync(join(appDir, "sections", `${file}.tsx`)) ? file : `${KIT}/${file}`;
}

/**
 * The module a generated route module imports a section or part from, from app/: the section's
 * (sectionModulePath), or for a part that is one of the kit's own components and no section
 * (`part: SampleForm`), components/kit/<name>.tsx.
 */
export function useModulePath(use: SectionUse, appDir = DIRS.app): string {
  const section = sectionModulePath(use, appDir);
  if (use.variant || existsSync(join(appDir, "sections", `${section}.tsx`))) {
    return `sections/${section}`;
  }
  const component = `components/${KIT}/${sectionModule(use.name)}`;
  return existsSync(join(appDir, `${component}.tsx`)) ? component : `sections/${section}`;
}

/** The local name a generated module gives a section's component: "Hero", or "HeroKit". */
const localName = ({ name, variant }: SectionUse) =>
  variant ? `${name}${variant[0]!.toUpperCase()}${variant.slice(1)}` : name;

/** The key ContentSections looks a section's component up by (app/lib/content/render.tsx). */
const componentKey = ({ name, variant }: SectionUse) => (variant ? `${name}.${variant}` : name);

/** A page file's sections as written, or undefined (the build reports a YAML error, with its line). */
function frontmatterSections(source: string): unknown {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
  try {
    return (parseYaml(frontmatter) as { sections?: unknown } | null)?.sections;
  } catch {
    return undefined;
  }
}

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * The parts a section's fields name (`aside: { part: PhoneSpread, … }`): components of the kit
 * that a section shows in a slot of its own (a hero's aside, a banner's extra), found anywhere in
 * its fields. The section's schema says which parts each slot takes.
 */
function partNames(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) partNames(item, found);
  } else if (value !== null && typeof value === "object") {
    const { part } = value as { part?: unknown };
    if (typeof part === "string" && COMPONENT_NAME.test(part)) found.add(part);
    for (const item of Object.values(value)) partNames(item, found);
  }
}

/**
 * The sections a page file lists, and the parts they name, in first-use order (checked later, by
 * the build).
 */
export function sectionUses(source: string): SectionUse[] {
  const sections = frontmatterSections(source);
  if (!Array.isArray(sections)) return [];
  const uses = new Map<string, SectionUse>();
  for (const entry of sections as ({ section?: unknown; variant?: unknown } | null)[]) {
    const name = entry?.section;
    if (typeof name !== "string" || !COMPONENT_NAME.test(name)) continue;
    const variant = entry?.variant;
    const use =
      typeof variant === "string" && /^[a-z]+$/.test(variant) && variant !== DEFAULT_VARIANT
        ? { name, variant }
        : { name };
    uses.set(componentKey(use), use);
    const parts = new Set<string>();
    partNames(entry, parts);
    for (const part of parts) uses.set(part, { name: part });
  }
  return [...uses.values()];
}

/**
 * The generated route module of one content file: `file` is its path from the repository root
 * (content/pages/about.md), `specifier` how the module imports it. A template page's (`lucide`)
 * also imports the Lucide icons its data names, those its file writes and those of the entries it
 * joins from a collection, as the page file's `?icons` module (vite.content.ts,
 * app/lib/content/icons.ts).
 */
export function routeModuleSource(
  file: string,
  specifier: string,
  uses: readonly SectionUse[],
  app = DIRS.app,
  lucide = false,
): string {
  // In the order a hand-written module lists them (by path, as the linter sorts imports): the
  // order of the imports is the order of the page's stylesheet rules.
  const sorted = uses
    .map((use) => ({ use, from: `~/${useModulePath(use, app)}` }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    .map(({ use, from }) => ({ ...use, from }));
  const imports = sorted.map((use) => {
    const local = localName(use);
    const imported = local === use.name ? use.name : `${use.name} as ${local}`;
    return `import { ${imported} } from "${use.from}";`;
  });
  const entries = sorted.map((use) =>
    localName(use) === componentKey(use) ? use.name : `"${componentKey(use)}": ${localName(use)}`,
  );
  if (file.startsWith(COMPANY_FOLDER) && !lucide) {
    return companyRouteModuleSource(file, specifier, sorted, imports, entries);
  }
  return [
    `// Generated by app/content-routes.ts from ${file}; edit that file, not this one.`,
    `import page from "${specifier}";`,
    `import { ContentSections, contentHandle, contentMeta } from "~/lib/content/render";`,
    ...imports,
    // After the sections, as a TypeScript page imported its icons: the chunks, and so the
    // page's merged stylesheet, keep their order.
    ...(lucide ? [`import icons from "${specifier}${ICONS_QUERY}";`] : []),
    ``,
    `const components = { ${entries.join(", ")} };`,
    ``,
    `export const meta = () => contentMeta(page);`,
    `export const handle = contentHandle(page);`,
    ``,
    `export default function ContentPage() {`,
    lucide
      ? `  return <ContentSections page={page} components={components} icons={icons} />;`
      : `  return <ContentSections page={page} components={components} />;`,
    `}`,
    ``,
  ].join("\n");
}

/** Where company pages' files are, from the repository root. */
const COMPANY_FOLDER = "content/pages/";

/**
 * A company page's route module renders its sections itself, with the meta helper the shell
 * already holds, instead of importing the shared renderer (app/lib/content/render.tsx, which
 * also carries the template pages' handle and icons): a chunk every page would load for a
 * dozen lines, which /home's own-JS budget has no room for. The loop is ContentSections' own.
 * It imports only the fields it renders (vite.content.ts makes each a named export), so the
 * sitemap's fields stay out of the chunk.
 */
function companyRouteModuleSource(
  file: string,
  specifier: string,
  uses: readonly SectionUse[],
  imports: readonly string[],
  entries: readonly string[],
): string {
  const keyed = uses.some((use) => use.variant);
  return [
    `// Generated by app/content-routes.ts from ${file}; edit that file, not this one.`,
    `import type { ComponentType } from "react";`,
    ``,
    `import { description, jsonLd, noindex, path, sections, title } from "${specifier}";`,
    `import { pageMeta } from "~/lib/meta";`,
    ...imports,
    ``,
    `const components: Record<string, ComponentType<never>> = { ${entries.join(", ")} };`,
    ``,
    `export const meta = () => pageMeta({ title, description, path, noindex, jsonLd });`,
    ``,
    `export default function ContentPage() {`,
    `  return sections.map(({ section, variant, ...fields }, index) => {`,
    `    const Section = components[${keyed ? "variant ? `${section}.${variant}` : section" : "section"}] as ComponentType<typeof fields>;`,
    `    return <Section key={index} {...fields} />;`,
    `  });`,
    `}`,
    ``,
  ].join("\n");
}

/** Writes a generated file, unless it already holds `text` (so watchers see no change). */
export function writeIfChanged(file: string, text: string) {
  let current: string | undefined;
  try {
    current = readFileSync(file, "utf8");
  } catch {
    current = undefined;
  }
  if (current === text) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Removes the route modules under `dir` that no file asks for any more (a deleted page). */
function removeStale(dir: string, wanted: ReadonlySet<string>) {
  let existing: string[] = [];
  try {
    existing = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    existing = [];
  }
  for (const file of existing) {
    const full = join(dir, file);
    if (/\.tsx?$/.test(file) && !wanted.has(full)) rmSync(full);
  }
}
/**
 * Content pages with logic the generated module has not (a title that follows the query), by
 * path: their own route module, relative to app/, which takes its copy from the page's file.
 */
export const OWN_ROUTE_MODULES: Readonly<Record<string, string>> = {
  // The catch-all route ("*" in app/routes.ts), prerendered at /404.
  "404": "routes/not-found.tsx",
  "coming-soon": "routes/company/coming-soon.tsx",
  labs: "routes/company/labs.tsx",
  search: "routes/company/search.tsx",
  "thank-you": "routes/company/thank-you.tsx",
};

/** Where the page files are and where their route modules go (tests point them elsewhere). */
export interface ContentRouteDirs {
  pages: string;
  generated: string;
  app: string;
  /** OWN_ROUTE_MODULES, unless a test gives its own. */
  own?: Readonly<Record<string, string>>;
  /** A folder under `pages` whose files are not pages (the blog's articles). */
  skip?: string;
  /** Whether the files name Lucide icons (template pages; company pages draw their own). */
  lucide?: boolean;
}

const DIRS: ContentRouteDirs = {
  pages: CONTENT_PAGES_DIR,
  generated: GENERATED_DIR,
  app: join(ROOT, "app"),
  own: OWN_ROUTE_MODULES,
};

/** The template pages' files (content/templates/) and their route modules. */
export const TEMPLATE_DIRS: ContentRouteDirs = {
  pages: join(ROOT, "content/templates"),
  generated: join(ROOT, "app/routes/templates"),
  app: join(ROOT, "app"),
  skip: BLOG_ARTICLES_DIR,
  lucide: true,
};

/**
 * Writes every page's route module (and removes those of deleted pages), and returns
 * [URL path without the leading "/", route module path relative to app/] for each page: the
 * generated one, or the page's own (OWN_ROUTE_MODULES).
 */
export function generateContentRoutes(
  dirs: ContentRouteDirs = DIRS,
): [path: string, file: string][] {
  const files = contentPageFiles(dirs.pages, dirs.skip);
  const wanted = new Set<string>();
  const own = dirs.own ?? {};
  const routes = files.map((relativePath): [string, string] => {
    const path = relativePath.replace(/\.md$/, "");
    const ownModule = Object.hasOwn(own, path) ? own[path] : undefined;
    if (ownModule !== undefined) return [path, ownModule];
    const module = join(dirs.generated, relativePath.replace(/\.md$/, ".tsx"));
    wanted.add(module);
    const file = join(dirs.pages, relativePath);
    const source = readFileSync(file, "utf8");
    let specifier = relative(dirname(module), file).split("\\").join("/");
    if (!specifier.startsWith(".")) specifier = `./${specifier}`;
    const label = relative(ROOT, file).split("\\").join("/");
    writeIfChanged(
      module,
      routeModuleSource(label, specifier, sectionUses(source), undefined, dirs.lucide),
    );
    return [path, relative(dirs.app, module)];
  });
  removeStale(dirs.generated, wanted);
  return routes;
}

/**
 * The content routes as app/routes.ts declares them: `page("about")` is the route module of
 * content/pages/about.md, and fails the build if that file is gone (the seed's routes are written
 * out in app/routes.ts, so deleting a page file cannot drop one in silence); `rest()` is every
 * page file not declared that way, so a new file is a new page without touching app/.
 */
export function contentRoutes(dirs: ContentRouteDirs = DIRS) {
  const files = new Map(generateContentRoutes(dirs));
  const declared = new Set<string>();
  return {
    page(path: string): string {
      const file = files.get(path);
      if (file === undefined) {
        throw new Error(
          `app/routes.ts declares /${path} as a content page, but ${relative(ROOT, join(dirs.pages, `${path}.md`))} does not exist.`,
        );
      }
      declared.add(path);
      return file;
    },
    rest(): [path: string, file: string][] {
      return [...files].filter(([path]) => !declared.has(path));
    },
  };
}

export const CONTENT_LABS_DIR = join(ROOT, "content/labs");
const GENERATED_LABS_DIR = join(ROOT, "app/routes/labs-entries");

/** Where the Labs files are and where their route modules go (tests point them elsewhere). */
export interface LabsRouteDirs {
  labs: string;
  generated: string;
  app: string;
}

const LABS_DIRS: LabsRouteDirs = {
  labs: CONTENT_LABS_DIR,
  generated: GENERATED_LABS_DIR,
  app: join(ROOT, "app"),
};

/** The advisory id and publication year a Labs file's frontmatter gives, if it is one. */
export function advisoryKey(source: string): { id: string; year: string } | undefined {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? "";
  let data: unknown;
  try {
    data = parseYaml(frontmatter);
  } catch {
    return undefined; // The build reports the YAML error when it loads the entry.
  }
  const { advisory, date } = (data ?? {}) as { advisory?: { id?: unknown }; date?: unknown };
  const id = advisory?.id;
  const year = /^(\d{4})-/.exec(String(date))?.[1];
  return typeof id === "string" && /^[A-Za-z0-9-]+$/.test(id) && year ? { id, year } : undefined;
}

/**
 * Writes the route modules of the Labs entries (and removes those of deleted files): one page per
 * content/labs/<slug>.md at /labs/<slug>, and for each advisory its CSAF document at
 * /.well-known/csaf/white/<year>/<id>.json. Returns each as [URL path without "/", module under
 * app/]: the pages (in the site layout) and the CSAF files (resource routes).
 */
export function generateLabsRoutes(dirs: LabsRouteDirs = LABS_DIRS): {
  pages: [string, string][];
  csaf: [string, string][];
} {
  let files: string[] = [];
  try {
    files = readdirSync(dirs.labs, { encoding: "utf8" })
      .filter((file) => /^[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(file))
      .sort();
  } catch {
    files = [];
  }
  // The file as a module imports it: a path from the module's folder, whichever tree it is in.
  const contentImport = (module: string, file: string) =>
    `${relative(dirname(module), join(dirs.labs, file)).split("\\").join("/")}?entry`;
  const wanted = new Set<string>();
  const routes = { pages: [] as [string, string][], csaf: [] as [string, string][] };
  const write = (kind: keyof typeof routes, module: string, text: string, path: string) => {
    wanted.add(module);
    writeIfChanged(module, text);
    routes[kind].push([path, relative(dirs.app, module)]);
  };
  for (const file of files) {
    const slug = file.replace(/\.md$/, "");
    const header = `// Generated by app/content-routes.ts from ${relative(ROOT, join(dirs.labs, file))}; edit that file, not this one.`;
    const page = join(dirs.generated, `${slug}.tsx`);
    write(
      "pages",
      page,
      [
        header,
        `import entry from "${contentImport(page, file)}";`,
        `import { LabArticle, labArticleMeta } from "~/sections/lab-article";`,
        ``,
        `export const meta = () => labArticleMeta(entry);`,
        ``,
        `export default function LabEntryPage() {`,
        `  return <LabArticle entry={entry} />;`,
        `}`,
        ``,
      ].join("\n"),
      `labs/${slug}`,
    );
    const advisory = advisoryKey(readFileSync(join(dirs.labs, file), "utf8"));
    if (advisory) {
      const csaf = join(dirs.generated, "csaf", `${slug}.ts`);
      write(
        "csaf",
        csaf,
        [
          header,
          `import entry from "${contentImport(csaf, file)}";`,
          `import { csafResponse } from "~/lib/labs/csaf-files";`,
          ``,
          `// A resource route: the prerender writes the loader's body as the file.`,
          `export const loader = () => csafResponse(entry);`,
          ``,
        ].join("\n"),
        `.well-known/csaf/white/${advisory.year}/${csafFileName(advisory.id)}`,
      );
    }
  }
  removeStale(dirs.generated, wanted);
  return routes;
}
