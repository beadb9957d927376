/**
 * Every template page of the seed, grouped as /landing/template shows them: written in
 * content/templates/catalog.yaml and checked against ./catalog.schema.ts at build
 * (app/content-collections.ts), which writes it as generated/template-catalog.ts. An entry is
 * built unless the file says `built: false`; the build holds that to the page files, a unit test
 * to app/routes.ts.
 */
import { templateCatalog } from "../generated/template-catalog";
import type { TemplateCatalog } from "./catalog.schema";
import type { ThemeName } from "./themes";

export interface TemplateEntry {
  /**
   * URL path of the page. Not named `path`: pages not built yet have no route, and the content
   * test checks every `path` and `href`; the catalogue test checks these against routes.ts.
   */
  route: string;
  /** Card title. */
  name: string;
  /** One line on what the page shows. */
  summary: string;
  /** The palette its preview card is drawn in. */
  theme: ThemeName;
  /** Whether the page is built (present in app/routes.ts). */
  built: boolean;
}

export interface TemplateGroup {
  /** Anchor and key of the group. */
  id: string;
  title: string;
  intro: string;
  entries: readonly TemplateEntry[];
}

const written: TemplateCatalog = templateCatalog;

export const templateGroups: readonly TemplateGroup[] = written.map((group) => ({
  ...group,
  entries: group.entries.map((entry) => ({ ...entry, built: entry.built ?? true })),
}));

/** Every entry of every group, in order. */
export const templateEntries: readonly TemplateEntry[] = templateGroups.flatMap(
  (group) => group.entries,
);

/** Whether a path is a template page (noindex, out of the sitemap). */
export function isTemplatePath(path: string): boolean {
  return templateEntries.some((entry) => entry.route === path);
}

/** Every built template page of the catalogue, as the not-found search finds them. */
export const findableTemplatePages = () =>
  templateGroups.flatMap((group) =>
    group.entries
      .filter((entry) => entry.built)
      .map((entry) => ({
        title: entry.name,
        href: entry.route,
        summary: entry.summary,
        group: group.title,
      })),
  );
