/** Where the content compiler writes, from the repository root (its GENERATED). */
export const GENERATED_DATA: Readonly<{
  collections: string;
  pageData: string;
  templateData: string;
  labData: string;
  routeTable: string;
}>;

/** A section of a page as the compiler checked and resolved it: its name and its fields. */
export type SectionData = { section: string; variant?: string } & Record<string, unknown>;

export interface CompanyPageData {
  kind: "page";
  path: string;
  title: string;
  description: string;
  sections: SectionData[];
  noindex?: boolean;
  sitemap?: object;
  updated?: string;
}

export interface TemplatePageData {
  kind: "template";
  path: string;
  title: string;
  description: string;
  sections: SectionData[];
}

export interface LabEntryData {
  title: string;
  description: string;
  date: string;
  kind: string;
  slug: string;
  path: string;
  /** The entry's Markdown, rendered. */
  html: string;
  author?: string;
  tags?: string[];
}

export interface SiteData {
  brand: string;
  origin: string;
}

export interface CompiledContent {
  site: SiteData;
  /** Company pages, by path. */
  pages: CompanyPageData[];
  templates: TemplatePageData[];
  /** Labs entries, newest first. */
  labs: LabEntryData[];
}

/** Every page the compiler wrote under `root` (the repository), and the site's identity. */
export function compiledContent(root?: string): Promise<CompiledContent>;

/** The pages the sitemap lists, in its order: company pages with `sitemap`, then Labs entries. */
export function sitemapPages(content: CompiledContent): (CompanyPageData | LabEntryData)[];
