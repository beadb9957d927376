/**
 * The modules the compiler writes for each page: its data, and a small route module that imports
 * the data and only the section components the page names, so each page keeps its own lazily
 * loaded chunk.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

import type { SectionEntry } from "../page";

/** "PageHeader" → "page-header": a section's component file under app/sections/. */
export const sectionModule = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** A section a page uses: its library name and, for a section with variants, which one. */
export interface SectionUse {
  name: string;
  variant?: string;
}

/** The folder under app/sections/ of the template kit's sections. */
const KIT = "kit";

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * The module of a section, from app/sections/: a variant lives in the folder of its name
 * (`variant: kit` is kit/hero.tsx); a section without variants is app/sections/<name>.tsx or,
 * for the template kit's own sections, kit/<name>.tsx. Each exports the library name.
 */
export function sectionModulePath({ name, variant }: SectionUse, root: string): string {
  const file = sectionModule(name);
  if (variant) return `${variant}/${file}`;
  return existsSync(join(root, "app/sections", `${file}.tsx`)) ? file : `${KIT}/${file}`;
}

/**
 * The module a route module imports a section or part from, from app/: the section's
 * (sectionModulePath), or for a part that is one of the kit's own components and no section
 * (`part: SampleForm`), components/kit/<name>.tsx.
 */
export function useModulePath(use: SectionUse, root: string): string {
  const section = sectionModulePath(use, root);
  if (use.variant || existsSync(join(root, "app/sections", `${section}.tsx`))) {
    return `sections/${section}`;
  }
  const component = `components/${KIT}/${sectionModule(use.name)}`;
  return existsSync(join(root, "app", `${component}.tsx`)) ? component : `sections/${section}`;
}

/** The local name a route module gives a section's component: "Hero", or "HeroKit". */
const localName = ({ name, variant }: SectionUse) =>
  variant ? `${name}${variant[0]!.toUpperCase()}${variant.slice(1)}` : name;

/** The key the renderer looks a section's component up by (app/lib/content/sections-view.tsx). */
const componentKey = ({ name, variant }: SectionUse) => (variant ? `${name}.${variant}` : name);

/**
 * The parts a section's fields name (`aside: { part: PhoneSpread, … }`): components of the kit
 * that a section shows in a slot of its own, found anywhere in its fields.
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

/** The sections a checked page lists, and the parts they name, in first-use order. */
export function sectionUses(sections: readonly SectionEntry[]): SectionUse[] {
  const uses = new Map<string, SectionUse>();
  for (const entry of sections) {
    const use: SectionUse = entry.variant
      ? { name: entry.section, variant: entry.variant }
      : { name: entry.section };
    uses.set(componentKey(use), use);
    const parts = new Set<string>();
    partNames(entry, parts);
    for (const part of parts) uses.set(part, { name: part });
  }
  return [...uses.values()];
}

/**
 * The sections and parts a page uses with the module each comes from (under app/), in the order
 * a hand-written module lists them (by path, as the linter sorts imports): the order of the
 * imports is the order of the page's stylesheet rules.
 */
export function sortedUses(uses: readonly SectionUse[], root: string) {
  return uses
    .map((use) => ({ ...use, from: useModulePath(use, root) }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The fields a company page's route module imports by name. */
const NAMED_FIELDS = ["title", "description", "path", "sections", "noindex", "jsonLd"];

/**
 * A page's data module: each top-level field a named export too (those a company page's route
 * module imports always, undefined where the page has none), so that module leaves the fields it
 * does not render (`updated`, `sitemap`: the sitemap's) out of the browser's chunk; the default
 * export is the whole page.
 */
export function pageDataSource(file: string, page: { kind: string } & object): string {
  const type = page.kind === "page" ? "CompanyPage" : "TemplateContentPage";
  const fields = page as Record<string, unknown>;
  const names = Object.keys(page);
  const value = (name: string) => JSON.stringify(fields[name]) ?? "undefined";
  return [
    `// Generated from ${file}; edit that file, not this one.`,
    `import type { ${type} } from "~/lib/content/page";`,
    ``,
    ...[...new Set([...names, ...NAMED_FIELDS])].map(
      (name) =>
        `export const ${name}: ${names.includes(name) ? `${type}["${name}"]` : "undefined"} = ${value(name)};`,
    ),
    ``,
    `const page: ${type} = { ${names.join(", ")} };`,
    `export default page;`,
    ``,
  ].join("\n");
}

/**
 * The route module of one content page: `file` is its path from the repository root
 * (content/pages/about.md), `data` the specifier of its data module. A template page's
 * (`lucide`) also imports the Lucide icons its data names (its `.icons` module).
 */
export function routeModuleSource(
  file: string,
  data: string,
  uses: readonly SectionUse[],
  root: string,
  lucide = false,
): string {
  const sorted = sortedUses(uses, root).map((use) => ({ ...use, from: `~/${use.from}` }));
  const imports = sorted.map((use) => {
    const local = localName(use);
    const imported = local === use.name ? use.name : `${use.name} as ${local}`;
    return `import { ${imported} } from "${use.from}";`;
  });
  const entries = sorted.map((use) =>
    localName(use) === componentKey(use) ? use.name : `"${componentKey(use)}": ${localName(use)}`,
  );
  const header = `// Generated from ${file}; edit that file, not this one.`;
  if (!lucide) {
    // A company page's route module takes the meta helper the shell already holds, and the one
    // renderer without the template pages' handle and icons; it imports only the fields it
    // renders.
    return [
      header,
      `import { description, jsonLd, noindex, path, sections, title } from "${data}";`,
      `import { Sections } from "~/lib/content/sections-view";`,
      `import { pageMeta } from "~/lib/meta";`,
      ...imports,
      ``,
      `const components = { ${entries.join(", ")} };`,
      ``,
      `export const meta = () => pageMeta({ title, description, path, noindex, jsonLd });`,
      ``,
      `export default function ContentPage() {`,
      `  return <Sections sections={sections} components={components} where={path} />;`,
      `}`,
      ``,
    ].join("\n");
  }
  return [
    header,
    `import page from "${data}";`,
    `import { ContentSections, contentHandle, contentMeta } from "~/lib/content/render";`,
    ...imports,
    // After the sections, as a TypeScript page imported its icons: the chunks, and so the
    // page's merged stylesheet, keep their order.
    `import icons from "${data}.icons";`,
    ``,
    `const components = { ${entries.join(", ")} };`,
    ``,
    `export const meta = () => contentMeta(page);`,
    `export const handle = contentHandle(page);`,
    ``,
    `export default function ContentPage() {`,
    `  return <ContentSections page={page} components={components} icons={icons} />;`,
    `}`,
    ``,
  ].join("\n");
}

/** A Labs entry's page. */
export function labRouteSource(file: string, entry: string): string {
  return [
    `// Generated from ${file}; edit that file, not this one.`,
    `import entry from "${entry}";`,
    `import { LabArticle, labArticleMeta } from "~/sections/lab-article";`,
    ``,
    `export const meta = () => labArticleMeta(entry);`,
    ``,
    `export default function LabEntryPage() {`,
    `  return <LabArticle entry={entry} />;`,
    `}`,
    ``,
  ].join("\n");
}

/** An advisory's CSAF document: a resource route, whose loader's body the prerender writes. */
export function csafRouteSource(file: string, entry: string): string {
  return [
    `// Generated from ${file}; edit that file, not this one.`,
    `import entry from "${entry}";`,
    `import { csafResponse } from "~/lib/labs/csaf-files";`,
    ``,
    `// A resource route: the prerender writes the loader's body as the file.`,
    `export const loader = () => csafResponse(entry);`,
    ``,
  ].join("\n");
}
