/**
 * The ONE place for the company's identity: names, domains, contact details and social links,
 * written in content/site.yaml and checked against app/content/site.schema.ts at build
 * (app/content-collections.ts), which writes it as generated/site.ts. Nothing else in the code
 * repeats these strings. The server compiles this module too (server/tsconfig.json).
 */
export { site } from "./generated/site.js";
export type { SiteConfig } from "./site.schema.js";
