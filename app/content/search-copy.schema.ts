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
  summary: z
    .strictObject({
      none: withPlaceholders(["query"], 120).check(
        z.describe("When nothing matches; {query} becomes the search"),
      ),
      one: withPlaceholders(["count", "query"], 120).check(
        z.describe("When one result matches; {count} and {query} are filled in"),
      ),
      many: withPlaceholders(["count", "query"], 120).check(
        z.describe("When several match; {count} and {query} are filled in"),
      ),
    })
    .check(z.describe("The line over the results")),
  /**
   * When a query finds nothing and a spelling a letter or two away does: the line offering it,
   * {suggestion} the corrected query as a link to its search (whose results are shown).
   */
  didYouMean: withPlaceholders(["suggestion"], 120).check(
    z.describe("The suggestion of another spelling; {suggestion} is filled in"),
  ),
  /** The server's answer to a query longer than it accepts ({max} characters). */
  tooLong: withPlaceholders(["max"], 120).check(
    z.describe("Said when the search is too long; {max} becomes the most characters it takes"),
  ),
});

export type SearchCopy = z.infer<typeof searchCopySchema>;
