/**
 * The shared data several pages list, as YAML collections under content/ (decision 0023): each
 * file is checked against its schema and written as a module under app/content/generated/
 * (git-ignored), which app/content/<name>.ts re-exports. Run by app/routes.ts (dev, typegen,
 * build) and by the content plugin's `config` hook (Vitest); a module is rewritten only when its
 * text changes. A mistake stops the build with the file, the line and the field's path.
 *
 * Runs where app/routes.ts runs (React Router's config loader): relative imports only.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { caseStudiesSchema } from "./content/case-studies.schema.ts";
import { industriesSchema } from "./content/industries.schema.ts";
import { navigationSchema } from "./content/navigation.schema.ts";
import { productsSchema } from "./content/products.schema.ts";
import { servicesSchema } from "./content/services.schema.ts";
import { siteSchema } from "./content/site.schema.ts";
import { templateFooterSchema } from "./content/template-footer.schema.ts";
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
