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
 * The search documents of one prerendered page (none when it is noindex); a part whose heading
 * links a page of `indexed` has none.
 */
export function pageDocuments(
  html: string,
  path: string,
  indexed?: ReadonlySet<string>,
): SearchDocument[];
/** The URL paths a sitemap lists, in its order. */
export function sitemapPaths(sitemapXml: string): string[];
export const SCHEMA: string;
/** Writes the index of `documents` to `outFile`, replaced whole. */
export function writeIndex(documents: SearchDocument[], outFile: string): void;
/** Indexes every page of the sitemap in `clientDir` into `outFile`. */
export function buildSearchIndex(
  clientDir: string,
  outFile: string,
): { pages: number; documents: number };
