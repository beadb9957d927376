/**
 * The phrases the site search takes as the same ("MSP", "managed service provider"), written in
 * content/search-synonyms.yaml and checked against ./search-synonyms.schema.ts at build
 * (app/content-collections.ts), which writes it as generated/search-synonyms.ts. Compiled by the
 * server too (server/search-query.ts): relative imports with `.js`, nothing from `~/`.
 */
export { searchSynonyms } from "./generated/search-synonyms.js";
export type { SearchSynonyms } from "./search-synonyms.schema.js";
