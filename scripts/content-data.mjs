// The site's checked data, as the content compiler wrote it (content.config.ts,
// app/lib/content/compiler/): every company, template and Labs page, and the site's identity.
// What the post-build scripts derive their outputs from (the Open Graph images, the search
// index), rather than from the prerendered HTML (issue 43). The compiler runs in the build's
// first step (and in `react-router typegen`), so its modules are there when these scripts run;
// Node strips their types (their only imports are `import type`).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Where the compiler writes, from the repository root: its GENERATED (compiler/index.ts, which
 * a test holds these to).
 */
export const GENERATED_DATA = Object.freeze({
  collections: "app/content/generated",
  pageData: "app/content/generated/pages",
  templateData: "app/content/generated/templates",
  labData: "app/content/generated/labs",
  routeTable: "app/content/generated/routes.json",
});

/**
 * @typedef {{ section: string; variant?: string } & Record<string, unknown>} SectionData
 * @typedef {{
 *   kind: "page"; path: string; title: string; description: string; sections: SectionData[];
 *   noindex?: boolean; sitemap?: object; updated?: string;
 * }} CompanyPageData
 * @typedef {{
 *   kind: "template"; path: string; title: string; description: string; sections: SectionData[];
 * }} TemplatePageData
 * @typedef {{
 *   title: string; description: string; date: string; kind: string; slug: string; path: string;
 *   html: string; author?: string; tags?: string[];
 * }} LabEntryData
 * @typedef {{ brand: string; origin: string }} SiteData
 * @typedef {{
 *   site: SiteData; pages: CompanyPageData[]; templates: TemplatePageData[]; labs: LabEntryData[];
 * }} CompiledContent
 */

/** The default export of a generated module. @param {string} file */
const load = async (file) => (await import(pathToFileURL(file).href)).default;

/**
 * Every page the compiler wrote under `root`, by its route table: company pages (by path, as
 * the sitemap lists them), template pages, and Labs entries (newest first, as /labs and the
 * sitemap list them), with the site's brand and origin.
 * @param {string} [root] the repository
 * @returns {Promise<CompiledContent>}
 */
export async function compiledContent(root = process.cwd()) {
  const tableFile = join(root, GENERATED_DATA.routeTable);
  if (!existsSync(tableFile)) {
    throw new Error(
      `content data: no ${GENERATED_DATA.routeTable}; run the build or \`react-router typegen\` first`,
    );
  }
  /** @type {{ pages: [string, string][]; templates: [string, string][]; labs: [string, string][] }} */
  const table = JSON.parse(readFileSync(tableFile, "utf8"));
  const data = (folder, name) => join(root, folder, `${name}.ts`);
  const [pages, templates, labs, siteModule] = await Promise.all([
    Promise.all(table.pages.map(([path]) => load(data(GENERATED_DATA.pageData, path)))),
    Promise.all(table.templates.map(([path]) => load(data(GENERATED_DATA.templateData, path)))),
    Promise.all(
      table.labs.map(([path]) => load(data(GENERATED_DATA.labData, path.replace(/^labs\//, "")))),
    ),
    import(pathToFileURL(data(GENERATED_DATA.collections, "site")).href),
  ]);
  /** @param {string} a @param {string} b */
  const byCharCode = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    site: siteModule.site,
    pages: pages.sort((a, b) => a.path.localeCompare(b.path)),
    templates,
    // app/lib/labs/order.ts: newest first; on one day, by title.
    labs: labs.sort((a, b) => byCharCode(b.date, a.date) || byCharCode(a.title, b.title)),
  };
}

/**
 * The pages the sitemap lists (app/content/sitemap.ts), in its order: each company page with a
 * `sitemap` field, then every Labs entry.
 * @param {CompiledContent} content
 * @returns {(CompanyPageData | LabEntryData)[]}
 */
export const sitemapPages = (content) => [
  ...content.pages.filter((page) => page.sitemap),
  ...content.labs,
];
