/**
 * What content/search.yaml holds: the site search's words that the server writes too. Checked
 * at build (app/content-collections.ts); the types are this schema's.
 *
 * Compiled by the server too (server/tsconfig.json): relative imports only, with `.js`.
 */
import * as z from "zod/mini";

import { withPlaceholders } from "../lib/content/vocab/collection-fields.js";

export const searchCopySchema = z.strictObject({
  /** The line above the results: for no result, for one, for more ({count}). */
  summary: z.strictObject({
    none: withPlaceholders(["query"], 120),
    one: withPlaceholders(["count", "query"], 120),
    many: withPlaceholders(["count", "query"], 120),
  }),
  /**
   * When a query finds nothing and a spelling a letter or two away does: the line offering it,
   * {suggestion} the corrected query as a link to its search (whose results are shown).
   */
  didYouMean: withPlaceholders(["suggestion"], 120),
  /** The server's answer to a query longer than it accepts ({max} characters). */
  tooLong: withPlaceholders(["max"], 120),
});

export type SearchCopy = z.infer<typeof searchCopySchema>;
