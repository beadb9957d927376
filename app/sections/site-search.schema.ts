/**
 * What the site search's page (site-search.tsx) takes from a content file: its heading, the
 * form's words, and what the status line says when the search cannot answer. The line above
 * the results, which the server writes too, is content/search.yaml's (app/lib/search.ts).
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";

export const siteSearchSchema = z.strictObject({
  /** The h1's id, which the section's aria-labelledby names. */
  id: elementId,
  title: text(1, 60),
  form: z.strictObject({
    /** The search landmark's name ("… search", as screen readers announce it). */
    label: text(1, 40),
    /** The label of the search box. */
    queryLabel: text(1, 80),
    submitLabel: text(1, 30),
  }),
  /** The status line when the search did not answer (the server down, a network failure). */
  unavailable: text(1, 120),
});

export type SiteSearchFields = z.infer<typeof siteSearchSchema>;
