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

import { iconNames } from "./lib/content/icons.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const CONTENT_PAGES_DIR = join(ROOT, "content/pages");
/**
 * The blog's articles (decision 0011): Markdown under content/templates/ that is not a page of
 * its own. The blog's routes read them through their loaders (app/content/templates/blog/).
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

/** The sections a page file lists, in first-use order (checked later, by the build). */
export function sectionUses(source: string): SectionUse[] {
  const sections = frontmatterSections(source);
  if (!Array.isArray(sections)) return [];
  const uses = new Map<string, SectionUse>();
  for (const entry of sections as ({ section?: unknown; variant?: unknown } | null)[]) {
    const name = entry?.section;
    if (typeof name !== "string" || !/^[A-Z][A-Za-z0-9]*$/.test(name)) continue;
    const variant = entry?.variant;
    const use =
      typeof variant === "string" && /^[a-z]+$/.test(variant) && variant !== DEFAULT_VARIANT
        ? { name, variant }
        : { name };
    uses.set(componentKey(use), use);
  }
  return [...uses.values()];
}

/**
 * The Lucide icons a template page's file names (`icon: mail`, `motif: umbrella`), which its
 * route module imports (app/lib/content/icons.ts); the build checks each name exists.
 */
export const lucideIconUses = (source: string): string[] => iconNames(frontmatterSections(source));

/** "shield-check" → "IconShieldCheck": the local name of an imported Lucide icon. */
const iconLocal = (name: string) =>
  `Icon${name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase())}`;

/**
 * The generated route module of one content file: `file` is its path from the repository root
 * (content/pages/about.md), `specifier` how the module imports it; `icons` the Lucide icons it
 * names (template pages).
 */
export function routeModuleSource(
  file: string,
  specifier: string,
  uses: readonly SectionUse[],
  app = DIRS.app,
  icons: readonly string[] = [],
): string {
  const sorted = [...uses].sort((a, b) => componentKey(a).localeCompare(componentKey(b)));
  const imports = sorted.map((use) => {
    const local = localName(use);
    const imported = local === use.name ? use.name : `${use.name} as ${local}`;
    return `import { ${imported} } from "~/sections/${sectionModulePath(use, app)}";`;
  });
  const entries = sorted.map((use) =>
    localName(use) === componentKey(use) ? use.name : `"${componentKey(use)}": ${localName(use)}`,
  );
  if (file.startsWith(COMPANY_FOLDER) && icons.length === 0) {
    return companyRouteModuleSource(file, specifier, sorted, imports, entries);
  }
  return [
    `// Generated by app/content-routes.ts from ${file}; edit that file, not this one.`,
    `import page from "${specifier}";`,
    `import { ContentSections, contentHandle, contentMeta } from "~/lib/content/render";`,
    ...imports,
    ...icons.map((name) => `import ${iconLocal(name)} from "lucide-react/icons/${name}";`),
    ``,
    `const components = { ${entries.join(", ")} };`,
    ...(icons.length > 0
      ? [`const icons = { ${icons.map((name) => `"${name}": ${iconLocal(name)}`).join(", ")} };`]
      : []),
    ``,
    `export const meta = () => contentMeta(page);`,
    `export const handle = contentHandle(page);`,
    ``,
    `export default function ContentPage() {`,
    icons.length > 0
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

/**
 * Content pages with logic the generated module has not (a title that follows the query), by
 * path: their own route module, relative to app/, which takes its copy from the page's file.
 */
export const OWN_ROUTE_MODULES: Readonly<Record<string, string>> = {
  "coming-soon": "routes/company/coming-soon.tsx",
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
    const icons = dirs.lucide ? lucideIconUses(source) : [];
    writeIfChanged(
      module,
      routeModuleSource(label, specifier, sectionUses(source), undefined, icons),
    );
    return [path, relative(dirs.app, module)];
  });
  let existing: string[] = [];
  try {
    existing = readdirSync(dirs.generated, { recursive: true, encoding: "utf8" });
  } catch {
    existing = [];
  }
  for (const file of existing) {
    const full = join(dirs.generated, file);
    if (file.endsWith(".tsx") && !wanted.has(full)) rmSync(full);
  }
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
