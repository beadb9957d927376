/**
 * What content/templates/blog/people.yaml holds: the sample blog's writers (by the key an
 * article's `author:` names), the cover motifs (`cover:`, Lucide icon names) and the categories
 * (`category:`, in filter order). Checked at build (app/content-collections.ts); the article
 * frontmatter schema (app/lib/blog/frontmatter.ts) accepts exactly these.
 */
import * as z from "zod/mini";

import { slug, text } from "../../../lib/content/vocab/collection-fields.ts";

/** A list of at least one `item`, each once (`noun` names an item, `example` shows a list). */
const uniqueList = (item: z.ZodMiniString, noun: string, example: string) =>
  z.array(item, `list the ${noun}s, e.g. ${example}`).check(
    z.minLength(1, `list at least one ${noun}`),
    z.refine((list) => new Set(list).size === list.length, `list each ${noun} once`),
  );

export const blogAuthorSchema = z.strictObject({
  name: text(60),
  role: text(60),
  /** Two sentences for the author card. */
  bio: text(400),
});

export const blogPeopleSchema = z.readonly(
  z.strictObject({
    authors: z.record(slug, blogAuthorSchema).check(
      z.refine((authors) => Object.keys(authors).length > 0, "list at least one writer"),
      z.describe("The writers, by their slug: name, role and bio"),
    ),
    /** Lucide icon names (kebab-case); app/lib/blog/covers.ts maps each to its component. */
    covers: uniqueList(
      slug.check(z.describe("One motif, by its Lucide name")),
      "cover motif",
      "[cloud, map]",
    ).check(z.describe("The pictures' motifs articles may use, by their Lucide name")),
    categories: uniqueList(
      text(30).check(z.describe("One category")),
      "category",
      "[Security, Cloud]",
    ).check(z.describe("The categories articles may be filed under")),
  }),
);

export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
export type BlogPeople = z.infer<typeof blogPeopleSchema>;
