/**
 * What content/search-synonyms.yaml holds: the groups of phrases the site search takes as the
 * same (server/search-query.ts). Checked at build (app/content-collections.ts); the types are
 * this schema's.
 *
 * Compiled by the server too (server/tsconfig.json): relative imports only, with `.js`.
 */
import * as z from "zod/mini";

import { text } from "../lib/content/vocab/collection-fields.js";

/** The words of a phrase as the search splits a query (lowercase letters and digits). */
export const phraseWords = (phrase: string) =>
  (phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");

const phrase = text(60).check(
  z.regex(/^[\p{L}\p{N}]+( [\p{L}\p{N}]+){0,3}$/u, "write 1 to 4 words of letters and digits"),
  z.describe("A phrase of 1 to 4 words"),
);

export const searchSynonymsSchema = z.strictObject({
  /** Each group: two or more phrases that mean the same; a phrase in one group only. */
  groups: z
    .array(
      z
        .array(phrase)
        .check(
          z.minLength(2, "list at least two phrases"),
          z.describe("One group of words that mean the same"),
        ),
    )
    .check(
      z.superRefine((groups, ctx) => {
        const seen = new Set<string>();
        groups.forEach((group, index) =>
          group.forEach((written, position) => {
            const words = phraseWords(written);
            if (seen.has(words)) {
              ctx.issues.push({
                code: "custom",
                path: [index, position],
                message: `${written} is written twice: put each phrase in one group`,
                input: written,
              });
            }
            seen.add(words);
          }),
        );
      }),
      z.describe("Groups of phrases a search treats as the same"),
    ),
});

export type SearchSynonyms = z.infer<typeof searchSynonymsSchema>;
