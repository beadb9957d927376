/**
 * What a blog article's frontmatter must hold. Writers edit Markdown files
 * (content/templates/blog/articles/*.md); the build checks each file's frontmatter against
 * this schema and stops with the file, the field and the reason when one does not fit.
 */
import * as z from "zod/mini";

import { blogAuthors, blogCategories, blogCoverNames } from "~/content/templates/blog/people";

const keys = <T extends object>(record: T) =>
  Object.keys(record) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]];

/** The longest title and excerpt a card lays out well. */
export const FRONTMATTER_LIMITS = { title: 80, excerpt: 160, tags: 5 } as const;

const text = (min: number, max: number) =>
  z
    .string("write it as text")
    .check(
      z.minLength(min, `write at least ${min} characters`),
      z.maxLength(max, `keep it to ${max} characters or fewer`),
    );

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, `use one of: ${values.join(", ")}`);

export const frontmatterSchema = z.strictObject(
  {
    title: text(8, FRONTMATTER_LIMITS.title).check(
      z.describe("The article's title, at least 8 characters"),
    ),
    excerpt: text(20, FRONTMATTER_LIMITS.excerpt).check(
      z.describe("A sentence or two shown on cards and in feeds"),
    ),
    category: oneOf(blogCategories).check(z.describe("The category it is filed under")),
    /** Publication day, YYYY-MM-DD (quoted or not: YAML 1.2 keeps it a string). */
    date: z.iso
      .date("write the date as YYYY-MM-DD")
      .check(z.describe("The day it was published, as YYYY-MM-DD")),
    author: oneOf(keys(blogAuthors)).check(
      z.describe("Who wrote it, by their slug in people.yaml"),
    ),
    cover: oneOf(blogCoverNames).check(
      z.describe("The cover picture's motif, by its name in people.yaml"),
    ),
    tags: z
      .array(text(2, 24).check(z.describe("One tag")), "list the tags, e.g. [Backup, Recovery]")
      .check(
        z.minLength(1, "give at least one tag"),
        z.maxLength(FRONTMATTER_LIMITS.tags, `give at most ${FRONTMATTER_LIMITS.tags} tags`),
        z.describe("Short tags, one to five"),
      ),
    /** Listed under "Trending" in the sidebar. */
    trending: z.optional(
      z.boolean("write true or false").check(z.describe("Show it in the trending list")),
    ),
  },
  "the frontmatter must be a YAML map of fields",
);

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/**
 * One line per problem: "field: reason", or where the file writes it ("line 6, author: reason")
 * when `where` locates a field path (~/lib/content/yaml's parseLocatedYaml).
 */
export function describeIssues(
  error: z.core.$ZodError,
  where: (path: readonly PropertyKey[]) => string = (path) =>
    path.length > 0 ? path.join(".") : "(frontmatter)",
): string {
  return error.issues
    .map((issue) => {
      const message =
        issue.code === "unrecognized_keys"
          ? `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`
          : issue.message;
      return `  ${where(issue.path)}: ${message}`;
    })
    .join("\n");
}
