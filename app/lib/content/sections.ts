/**
 * The section library, by the name a content file gives each section (`section: PageHeader`),
 * found by file name: a module app/sections/<file>.tsx that exports a `schema` is a section,
 * named by its file in PascalCase (page-header.tsx is PageHeader), and exports its component
 * under that name. A new section is one new module; nothing to list here. A content page's
 * route module (app/lib/content/compiler/) imports only the components the page names,
 * so a page loads only its own sections. A section whose content names facts kept elsewhere (an
 * industry by its slug) exports a `resolve`, run at build time after the check, that joins them
 * into the component's props; one that shows the page's Markdown body exports `takesBody` (its
 * `resolve` gets the body too; a page has at most one such section, and it needs a body).
 *
 * One name, one section: where company and template pages draw a section differently, the
 * template kit's look is a variant (`variant: kit`): app/sections/kit/<file>.tsx beside the
 * company's app/sections/<file>.tsx, so a page imports only the variant it shows. The kit's own
 * sections (no company twin) live in app/sections/kit/ under their name (the same rule as
 * sectionModulePath in app/lib/content/compiler/route-modules.ts).
 *
 * Node only (the content compiler, the unit tests): it loads every section module, and the
 * browser build strips the schemas from them (vite.sections.ts). The compiler's runner loads the
 * modules without their components.
 */
import type * as z from "zod/mini";

/** What a section module (or a variant's) gives the library. */
export interface SectionDefinition {
  schema: z.ZodMiniObject;
  /** Joins the checked fields with facts kept elsewhere (and the body, if it `takesBody`). */
  resolve?: (fields: never, body: string) => object;
  /** The section shows the page's Markdown body. */
  takesBody?: true;
}

/** A library entry: the default (company) look's definition, and its variants'. */
export type SectionEntryDefinition = SectionDefinition & {
  variants?: Record<string, SectionDefinition>;
};

type SectionModule = Partial<SectionDefinition> & Record<string, unknown>;

const companyModules = import.meta.glob<SectionModule>(
  ["../../sections/*.tsx", "!../../sections/*.test.tsx"],
  { eager: true },
);
const kitModules = import.meta.glob<SectionModule>(
  ["../../sections/kit/*.tsx", "!../../sections/kit/*.test.tsx"],
  { eager: true },
);

/** "page-header" → "PageHeader": a section's library name from its file's. */
const libraryName = (file: string) =>
  file.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

/** The file name of a glob key ("../../sections/kit/page-title.tsx" → "page-title"). */
const fileOf = (key: string) => key.slice(key.lastIndexOf("/") + 1, -".tsx".length);

/** The definition a module gives, or undefined if it is no section. */
function definitionOf({
  schema,
  resolve,
  takesBody,
}: SectionModule): SectionDefinition | undefined {
  if (!schema) return undefined;
  return {
    schema,
    ...(resolve ? { resolve } : {}),
    ...(takesBody ? { takesBody } : {}),
  };
}

function buildLibrary(): Record<string, SectionEntryDefinition> {
  const library: Record<string, SectionEntryDefinition> = {};
  const companyFiles = new Set(Object.keys(companyModules).map(fileOf));
  for (const [key, module] of Object.entries(companyModules)) {
    const definition = definitionOf(module);
    if (definition) library[libraryName(fileOf(key))] = definition;
  }
  for (const [key, module] of Object.entries(kitModules)) {
    const file = fileOf(key);
    const name = libraryName(file);
    const definition = definitionOf(module);
    if (!definition) continue;
    if (!companyFiles.has(file)) {
      library[name] = definition;
      continue;
    }
    const company = library[name];
    if (!company) {
      throw new Error(
        `app/sections/kit/${file}.tsx is the kit variant of ${name}, but app/sections/${file}.tsx exports no schema`,
      );
    }
    company.variants = { ...company.variants, kit: definition };
  }
  return Object.fromEntries(Object.entries(library).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export const sectionLibrary: Readonly<Record<string, SectionEntryDefinition>> = buildLibrary();

export type SectionName = string;

export const SECTION_NAMES = Object.keys(sectionLibrary) as [SectionName, ...SectionName[]];
