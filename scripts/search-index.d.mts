import type { CompanyPageData, LabEntryData } from "./content-data.mjs";

export interface SearchDocument {
  /** The page's path, with the part's anchor for a part. */
  url: string;
  /** The page's path. */
  path: string;
  title: string;
  /** The page's title. */
  page: string;
  /** What names the page as a whole (its document title, description, path); "" for a part. */
  keys: string;
  /** The other headings in the document. */
  headings: string;
  text: string;
}
/**
 * The search documents of one page of the sitemap, from its checked data: a company page's
 * (none when it is noindex), or a Labs entry's.
 */
export function pageDocuments(page: CompanyPageData | LabEntryData): SearchDocument[];
/** The URL paths a sitemap lists, in its order. */
export function sitemapPaths(sitemapXml: string): string[];
export const SCHEMA: string;
/** Writes the index of `documents` to `outFile`, replaced whole. */
export function writeIndex(documents: SearchDocument[], outFile: string): void;
/** Indexes every page of the sitemap, from the compiled data under `root`, into `outFile`. */
export function buildSearchIndex(
  root: string,
  outFile: string,
): Promise<{ pages: number; documents: number }>;
