/**
 * The sample blog's writers, cover motifs and categories, written in
 * content/templates/blog/people.yaml and checked against ./people.schema.ts at build
 * (app/content-collections.ts), which writes it as generated/blog-people.ts. Articles name them
 * in their frontmatter (`author:`, `cover:`, `category:`; ~/lib/blog/frontmatter); the cover
 * motifs' Lucide components are ~/lib/blog/covers.
 */
import { blogPeople } from "../../generated/blog-people";

export type { BlogAuthor } from "./people.schema";

export const blogAuthors = blogPeople.authors;

export type AuthorSlug = keyof typeof blogAuthors;

/** The cover motifs, by their Lucide names. */
export const blogCoverNames = blogPeople.covers;

export type CoverName = (typeof blogCoverNames)[number];

/** The categories, in the order the filter shows them. */
export const blogCategories = blogPeople.categories;

export type BlogCategory = (typeof blogCategories)[number];
