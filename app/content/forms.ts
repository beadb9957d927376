/**
 * The forms' shared words, written in content/forms.yaml and checked against
 * app/content/forms.schema.ts at build (app/content-collections.ts), which writes it as
 * generated/forms.ts. Compiled by the server too (newsletter-links.ts): relative imports only.
 */
export type { Forms } from "./forms.schema.js";
export { forms } from "./generated/forms.js";
