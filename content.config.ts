/**
 * What the site is built from: every kind of content under content/, where its files are, what
 * checks them and what each produces. Open this first.
 *
 * The content compiler (app/lib/content/compiler/) reads and checks every file named here once
 * per process, from one call site: the content plugin's `config` hook (vite.content.ts), which
 * the build, `npm run dev`, `react-router typegen` and Vitest all run. It writes what each kind
 * produces under app/content/generated/ and app/routes/ (git-ignored), and app/routes.ts lists
 * the routes from what it wrote. A mistake stops the build (in dev: the error overlay) with the
 * file, the line, the field and what to write.
 *
 * Adding a page: a Markdown file under content/pages/ (company) or content/templates/ (sample
 * data); its sections are app/sections/<name>.tsx, each exporting its component and its schema.
 * Adding a collection: the YAML file, its schema in app/content/, and a line under `collections`.
 */
import type * as z from "zod/mini";

import { caseStudiesSchema } from "~/content/case-studies.schema";
import { formsSchema } from "~/content/forms.schema";
import { industriesSchema } from "~/content/industries.schema";
import { labsCopySchema } from "~/content/labs-copy.schema";
import { navigationSchema } from "~/content/navigation.schema";
import { productsSchema } from "~/content/products.schema";
import { searchCopySchema } from "~/content/search-copy.schema";
import { searchSynonymsSchema } from "~/content/search-synonyms.schema";
import { servicesSchema } from "~/content/services.schema";
import { siteSchema } from "~/content/site.schema";
import { templateFooterSchema } from "~/content/template-footer.schema";
import { accountSampleSchema } from "~/content/templates/account/sample.schema";
import { accountSidebarSchema } from "~/content/templates/account/sidebar.schema";
import { blogCommentsSchema, blogSchema } from "~/content/templates/blog/blog.schema";
import { blogPeopleSchema } from "~/content/templates/blog/people.schema";
import { templateCatalogSchema } from "~/content/templates/catalog.schema";
import { conferenceEventSchema } from "~/content/templates/landing/conference-event.schema";
import { portfolioProjectsSchema } from "~/content/templates/portfolio/projects.schema";
import { shopCatalogueSchema } from "~/content/templates/shop/products.schema";
import { shopStoreSchema } from "~/content/templates/shop/store.schema";

/** One YAML collection: shared data several pages list or join. */
export interface CollectionKind {
  /** The file, from the repository root. */
  file: string;
  /** What it must hold. Its module's type is this schema's output. */
  schema: z.ZodMiniType;
  /**
   * Only for data the browser draws (a shop's products): each Lucide icon an icon field names
   * written as its component, and each object the file writes twice (a YAML alias) shared.
   */
  components?: boolean;
}

/** A folder of Markdown files, each with YAML frontmatter. */
export interface FileKind {
  /** The folder, from the repository root. */
  folder: string;
  /** A folder inside it whose files are another kind. */
  skip?: string;
  /** What each file produces. */
  produces: string;
}

export const pages = {
  /** Company pages: real copy, indexable, in the sitemap. Checked by app/lib/content/page.ts. */
  company: {
    folder: "content/pages",
    produces:
      "The company's pages: each file is the page at its address (about.md is /about), drawing the sections it lists; in the sitemap and the site search",
  },
  /** Template pages: sample data from the section library, noindex. Same checks. */
  templates: {
    folder: "content/templates",
    skip: "content/templates/blog/articles",
    produces:
      "Template pages: sample data drawn by the section library, at the file's address, kept out of search engines",
  },
  /** Labs: advisories, research and tools. Checked by app/lib/labs/entry.ts. */
  labs: {
    folder: "content/labs",
    produces:
      "Research, advisories and tool releases: each is a page at /labs/<file name>, an item of /labs and both feeds; an advisory also gets its CSAF document, hashes and signature",
  },
  /** The sample blog's articles. Checked by app/lib/blog/markdown.server.ts. */
  articles: {
    folder: "content/templates/blog/articles",
    produces: "The sample blog's articles, shown on the blog template's pages",
  },
} as const satisfies Record<string, FileKind>;

/** The YAML collections, each written as app/content/generated/<kebab-case name>.ts. */
export const collections = {
  site: { file: "content/site.yaml", schema: siteSchema },
  products: { file: "content/products.yaml", schema: productsSchema },
  industries: { file: "content/industries.yaml", schema: industriesSchema },
  templateCatalog: { file: "content/templates/catalog.yaml", schema: templateCatalogSchema },
  conferenceEvent: {
    file: "content/templates/landing/conference-event.yaml",
    schema: conferenceEventSchema,
  },
  shopCatalogue: {
    file: "content/templates/shop/products.yaml",
    schema: shopCatalogueSchema,
    components: true,
  },
  accountSample: { file: "content/templates/account/sample.yaml", schema: accountSampleSchema },
  portfolioProjects: {
    file: "content/templates/portfolio/projects.yaml",
    schema: portfolioProjectsSchema,
  },
  shopStore: { file: "content/templates/shop/store.yaml", schema: shopStoreSchema },
  accountSidebar: {
    file: "content/templates/account/sidebar.yaml",
    schema: accountSidebarSchema,
    components: true,
  },
  forms: { file: "content/forms.yaml", schema: formsSchema },
  blogPeople: { file: "content/templates/blog/people.yaml", schema: blogPeopleSchema },
  blog: { file: "content/templates/blog/blog.yaml", schema: blogSchema },
  blogComments: { file: "content/templates/blog/comments.yaml", schema: blogCommentsSchema },
  labsCopy: { file: "content/labs.yaml", schema: labsCopySchema },
  services: { file: "content/services.yaml", schema: servicesSchema },
  caseStudies: { file: "content/case-studies.yaml", schema: caseStudiesSchema },
  navigation: { file: "content/navigation.yaml", schema: navigationSchema },
  templateFooter: { file: "content/templates/footer.yaml", schema: templateFooterSchema },
  searchCopy: { file: "content/search.yaml", schema: searchCopySchema },
  searchSynonyms: { file: "content/search-synonyms.yaml", schema: searchSynonymsSchema },
} as const satisfies Record<string, CollectionKind>;
