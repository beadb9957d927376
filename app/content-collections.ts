/**
 * The shared data several pages list, as YAML collections under content/ (decision 0023): each
 * file is checked against its schema and written as a module under app/content/generated/
 * (git-ignored), which app/content/<name>.ts re-exports; the app, the server and the section
 * schemas that join entries into pages import it. Run by app/routes.ts (dev, typegen, build), by
 * the content plugin's `config` hook (Vitest), and in dev again for a file that changes
 * (`regenerateCollection`, the plugin's `watchChange`); a module is rewritten only when its text
 * changes. A mistake stops the build with the file, the line and the field's path.
 *
 * Runs where app/routes.ts runs (React Router's config loader): relative imports only.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { caseStudiesSchema } from "./content/case-studies.schema.ts";
import { formsSchema } from "./content/forms.schema.ts";
import { industriesSchema } from "./content/industries.schema.ts";
import { labsCopySchema } from "./content/labs-copy.schema.ts";
import { navigationSchema } from "./content/navigation.schema.ts";
import { productsSchema } from "./content/products.schema.ts";
import { searchCopySchema } from "./content/search-copy.schema.ts";
import { searchSynonymsSchema } from "./content/search-synonyms.schema.ts";
import { servicesSchema } from "./content/services.schema.ts";
import { siteSchema } from "./content/site.schema.ts";
import { templateFooterSchema } from "./content/template-footer.schema.ts";
import { accountSampleSchema } from "./content/templates/account/sample.schema.ts";
import { accountSidebarSchema } from "./content/templates/account/sidebar.schema.ts";
import { blogCommentsSchema, blogSchema } from "./content/templates/blog/blog.schema.ts";
import { blogPeopleSchema } from "./content/templates/blog/people.schema.ts";
import { templateCatalogSchema } from "./content/templates/catalog.schema.ts";
import { conferenceEventSchema } from "./content/templates/landing/conference-event.schema.ts";
import { portfolioProjectsSchema } from "./content/templates/portfolio/projects.schema.ts";
import { shopCatalogueSchema } from "./content/templates/shop/products.schema.ts";
import { shopStoreSchema } from "./content/templates/shop/store.schema.ts";
import { writeIfChanged } from "./content-routes.ts";
import {
  type Collection,
  collectionModuleSource,
  readCollection,
} from "./lib/content/generated-collections.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const GENERATED_DIR = join(ROOT, "app/content/generated");

/** The collections, in the order they moved from TypeScript. */
export const COLLECTIONS: readonly Collection[] = [
  {
    file: "content/site.yaml",
    schema: siteSchema,
    module: "site.ts",
    name: "site",
    type: { name: "SiteConfig", from: "../site.schema.js" },
  },
  {
    file: "content/products.yaml",
    schema: productsSchema,
    module: "products.ts",
    name: "products",
    type: { name: "Products", from: "../products.schema.js" },
  },
  {
    file: "content/industries.yaml",
    schema: industriesSchema,
    module: "industries.ts",
    name: "industries",
    type: { name: "Industries", from: "../industries.schema.js" },
  },
  {
    file: "content/templates/catalog.yaml",
    schema: templateCatalogSchema,
    module: "template-catalog.ts",
    name: "templateCatalog",
    type: { name: "TemplateCatalog", from: "../templates/catalog.schema.js" },
  },
  {
    file: "content/templates/landing/conference-event.yaml",
    schema: conferenceEventSchema,
    module: "conference-event.ts",
    name: "conferenceEvent",
    type: { name: "ConferenceEvent", from: "../templates/landing/conference-event.schema.js" },
  },
  {
    file: "content/templates/shop/products.yaml",
    schema: shopCatalogueSchema,
    module: "shop-products.ts",
    name: "shopCatalogue",
    type: { name: "ShopCatalogue", from: "../templates/shop/products.schema.js" },
    components: true,
  },
  {
    file: "content/templates/account/sample.yaml",
    schema: accountSampleSchema,
    module: "account-sample.ts",
    name: "accountSample",
    type: { name: "AccountSample", from: "../templates/account/sample.schema.js" },
  },
  {
    file: "content/templates/portfolio/projects.yaml",
    schema: portfolioProjectsSchema,
    module: "portfolio-projects.ts",
    name: "portfolioProjects",
    type: { name: "PortfolioProjects", from: "../templates/portfolio/projects.schema.js" },
  },
  {
    file: "content/templates/shop/store.yaml",
    schema: shopStoreSchema,
    module: "shop-store.ts",
    name: "shopStore",
    type: { name: "ShopStore", from: "../templates/shop/store.schema.js" },
  },
  {
    file: "content/templates/account/sidebar.yaml",
    schema: accountSidebarSchema,
    module: "account-sidebar.ts",
    name: "accountSidebar",
    type: { name: "AccountSidebar", from: "../templates/account/sidebar.schema.js" },
    components: true,
  },
  {
    file: "content/forms.yaml",
    schema: formsSchema,
    module: "forms.ts",
    name: "forms",
    type: { name: "Forms", from: "../forms.schema.js" },
  },
  {
    file: "content/templates/blog/people.yaml",
    schema: blogPeopleSchema,
    module: "blog-people.ts",
    name: "blogPeople",
    type: { name: "BlogPeople", from: "../templates/blog/people.schema.js" },
  },
  {
    file: "content/templates/blog/blog.yaml",
    schema: blogSchema,
    module: "blog.ts",
    name: "blog",
    type: { name: "Blog", from: "../templates/blog/blog.schema.js" },
  },
  {
    file: "content/templates/blog/comments.yaml",
    schema: blogCommentsSchema,
    module: "blog-comments.ts",
    name: "blogComments",
    type: { name: "BlogComments", from: "../templates/blog/blog.schema.js" },
  },
  {
    file: "content/labs.yaml",
    schema: labsCopySchema,
    module: "labs-copy.ts",
    name: "labsCopy",
    type: { name: "LabsCopy", from: "../labs-copy.schema.js" },
  },
  {
    file: "content/services.yaml",
    schema: servicesSchema,
    module: "services.ts",
    name: "services",
    type: { name: "Services", from: "../services.schema.js" },
  },
  {
    file: "content/case-studies.yaml",
    schema: caseStudiesSchema,
    module: "case-studies.ts",
    name: "caseStudies",
    type: { name: "CaseStudies", from: "../case-studies.schema.js" },
  },
  {
    file: "content/navigation.yaml",
    schema: navigationSchema,
    module: "navigation.ts",
    name: "navigation",
    type: { name: "Navigation", from: "../navigation.schema.js" },
  },
  {
    file: "content/templates/footer.yaml",
    schema: templateFooterSchema,
    module: "template-footer.ts",
    name: "templateFooter",
    type: { name: "TemplateFooter", from: "../template-footer.schema.js" },
  },
  {
    file: "content/search.yaml",
    schema: searchCopySchema,
    module: "search-copy.ts",
    name: "searchCopy",
    type: { name: "SearchCopy", from: "../search-copy.schema.js" },
  },
  {
    file: "content/search-synonyms.yaml",
    schema: searchSynonymsSchema,
    module: "search-synonyms.ts",
    name: "searchSynonyms",
    type: { name: "SearchSynonyms", from: "../search-synonyms.schema.js" },
  },
];

/** Checks every collection and writes its module; throws on the first file with a mistake. */
export function generateCollections(
  collections: readonly Collection[] = COLLECTIONS,
  root = ROOT,
  generated = GENERATED_DIR,
) {
  for (const collection of collections) {
    const source = readFileSync(join(root, collection.file), "utf8");
    const data = readCollection(collection.file, source, collection.schema);
    writeIfChanged(join(generated, collection.module), collectionModuleSource(collection, data));
  }
}

/**
 * In dev, when a file changes: the collections written from it (`changed`, an absolute path)
 * checked and written again, so the app, and the pages that join them, reload without a
 * restart. Returns those collections (none for any other file); throws on a mistake, leaving
 * the module as it was.
 */
export function regenerateCollection(
  changed: string,
  collections: readonly Collection[] = COLLECTIONS,
  root = ROOT,
  generated = GENERATED_DIR,
): Collection[] {
  const hit = collections.filter((collection) => resolve(root, collection.file) === changed);
  generateCollections(hit, root, generated);
  return hit;
}
