/**
 * Where the Labs files are published. app/content-routes.ts (the route table) imports it too:
 * relative imports only, no "~/" alias.
 */

/** A CSAF document's file name from its tracking id (CSAF 2.0 section 5.1). */
export const csafFileName = (id: string) =>
  `${id.toLowerCase().replace(/[^+\-a-z0-9]+/g, "_")}.json`;

/** The CSAF provider's folder and its TLP:WHITE distribution (CSAF 2.0 section 7.1). */
export const CSAF_ROOT = "/.well-known/csaf";
export const CSAF_WHITE = `${CSAF_ROOT}/white`;
export const CSAF_PROVIDER_METADATA = `${CSAF_ROOT}/provider-metadata.json`;

/** An advisory's CSAF document: /.well-known/csaf/white/<year of release>/<id>.json. */
export const labCsafPath = (id: string, date: string) =>
  `${CSAF_WHITE}/${date.slice(0, 4)}/${csafFileName(id)}`;

export const labsJsonFeedPath = "/labs/feed.json";
