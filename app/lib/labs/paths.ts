/**
 * Where the Labs files are published. app/routes.ts (the route table) imports it too, in React
 * Router's config loader, which has no "~/" alias: relative imports only.
 */

/** A CSAF document's file name from its tracking id (CSAF 2.0 section 5.1). */
export const csafFileName = (id: string) =>
  `${id.toLowerCase().replace(/[^+\-a-z0-9]+/g, "_")}.json`;

/** The CSAF provider's folder and its TLP:WHITE distribution (CSAF 2.0 section 7.1). */
export const CSAF_ROOT = "/.well-known/csaf";
export const CSAF_WHITE = `${CSAF_ROOT}/white`;
export const CSAF_PROVIDER_METADATA = `${CSAF_ROOT}/provider-metadata.json`;
export const CSAF_INDEX = `${CSAF_WHITE}/index.txt`;
export const CSAF_CHANGES = `${CSAF_WHITE}/changes.csv`;
/** The ROLIE feed of the TLP:WHITE documents (requirement 15), named as CSAF tools name it. */
export const CSAF_ROLIE_FEED = `${CSAF_WHITE}/csaf-feed-tlp-white.json`;
/** The public OpenPGP key the documents are signed with (requirement 20). */
export const CSAF_PUBLIC_KEY = `${CSAF_ROOT}/openpgp/signing-key.asc`;

/** The armour comment of a throwaway signing key (a build without one configured). */
export const CSAF_THROWAWAY_KEY_COMMENT = "CSAF throwaway build key: not for publication";

/** What sits beside each document: its hashes (requirement 18) and signature (19). */
export const CSAF_DOCUMENT_COMPANIONS = [".asc", ".sha256", ".sha512"] as const;
export type CsafCompanion = (typeof CSAF_DOCUMENT_COMPANIONS)[number];

/** An advisory's CSAF document: /.well-known/csaf/white/<year of release>/<id>.json. */
export const labCsafPath = (id: string, date: string) =>
  `${CSAF_WHITE}/${date.slice(0, 4)}/${csafFileName(id)}`;

/** Every file of the provider, given its documents' paths (absolute URL paths), sorted. */
export function csafFilePaths(documents: readonly string[]): string[] {
  return [
    CSAF_PROVIDER_METADATA,
    CSAF_INDEX,
    CSAF_CHANGES,
    CSAF_ROLIE_FEED,
    CSAF_PUBLIC_KEY,
    ...documents.flatMap((path) => [
      path,
      ...CSAF_DOCUMENT_COMPANIONS.map((suffix) => `${path}${suffix}`),
    ]),
  ].sort();
}

/**
 * The folders holding those files, each with its listing (requirement 14: directory listings),
 * as URL paths ending in "/": "/.well-known/csaf/", "/.well-known/csaf/white/", one per year…
 */
export function csafFolders(files: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file
      .slice(CSAF_ROOT.length + 1)
      .split("/")
      .slice(0, -1);
    for (let depth = 0; depth <= parts.length; depth++) {
      folders.add(`${[CSAF_ROOT, ...parts.slice(0, depth)].join("/")}/`);
    }
  }
  return [...folders].sort();
}

/** What a folder holds directly: its files and its subfolders ("2026/"), sorted. */
export function csafFolderEntries(folder: string, files: readonly string[]): string[] {
  const below = [...files, ...csafFolders(files)]
    .filter((path) => path.startsWith(folder) && path !== folder)
    .map((path) => path.slice(folder.length))
    .filter((rest) => /^[^/]+\/?$/.test(rest));
  return [...new Set(below)].sort();
}

/** The file a folder's listing is written to by the prerender (its route's path). */
export const csafListingFile = (folder: string) => `${folder}index.html`;

/** Every route path of the provider, given its documents': its files and the folder listings'. */
export function csafProviderPaths(documents: readonly string[]): string[] {
  const files = csafFilePaths(documents);
  return [...files, ...csafFolders(files).map(csafListingFile)];
}

export const labsRssPath = "/labs/rss.xml";
export const labsJsonFeedPath = "/labs/feed.json";
