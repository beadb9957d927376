/**
 * The industries the company serves, written in content/industries.yaml and checked against
 * app/content/industries.schema.ts at build (app/content-collections.ts), which writes it as
 * generated/industries.ts: it drives the Industries dropdown and the industry pages.
 */
import { industries } from "./generated/industries";

export { industries };
export type { Industry } from "./industries.schema";

export type IndustrySlug = (typeof industries)[number]["slug"];
