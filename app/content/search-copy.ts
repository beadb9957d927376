/**
 * The site search's words that the server writes too (the line above the results, the answer to
 * a too-long query), written in content/search.yaml and checked against
 * ./search-copy.schema.ts at build (app/content-collections.ts), which writes it as
 * generated/search-copy.ts. Compiled by the server too (app/lib/search.ts): relative imports
 * with `.js`, nothing from `~/`.
 */
export { searchCopy } from "./generated/search-copy.js";
export type { SearchCopy } from "./search-copy.schema.js";
