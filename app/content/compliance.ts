/**
 * What other pages and files link to on /compliance (its copy is content/pages/compliance.md):
 * the id of its responsible-disclosure section, which public/.well-known/security.txt's Policy
 * field and the Labs page point at (security-txt.test.tsx keeps them in step with the page).
 */
export const disclosureAnchor = "responsible-disclosure";

/** Where the RFC 9116 contact file is served. */
export const securityTxtPath = "/.well-known/security.txt";
