/**
 * A content page: one file under content/pages/ (its path is the URL), Markdown with YAML
 * frontmatter. The build reads it with parseContentPage (vite.content.ts): values from the site
 * config filled in, the frontmatter checked against the page schema (the SEO fields and, for
 * each entry of `sections`, the schema of the section it names), the Markdown body rendered.
 * A mistake stops the build with the file, the line, the field and what was expected.
 */
import * as z from "zod/mini";

import { products } from "~/content/products";
import { THEME_NAMES } from "~/content/templates/themes";
import { shadowCradleOffers } from "~/lib/shadowcradle-pricing";
import {
  breadcrumbJsonLd,
  type JsonLd,
  organizationJsonLd,
  productJsonLd,
} from "~/lib/structured-data";

import { BodyError } from "./body";
import { checkFrontmatterData, readFrontmatter } from "./frontmatter";
import { SECTION_NAMES, sectionLibrary } from "./sections";
import { seoSchema, templateSeoSchema, titleThatFits } from "./site-seo";
import type { crumb } from "./vocab/fields";
import { TITLE_MIN } from "./vocab/seo";
import type { ContentVariables } from "./vocab/variables-fill";
import { ContentError, type LocatedYaml } from "./yaml";

/**
 * Structured data a page may ask for, by name, built at build time (app/lib/structured-data.ts)
 * so that no builder reaches the browser: the company, the page's breadcrumb trail (from its
 * first section with a `trail`), or the catalogue's product whose page this is.
 */
export const JSON_LD_KINDS = ["organization", "breadcrumb", "product"] as const;

type JsonLdKind = (typeof JSON_LD_KINDS)[number];

/** A section of the library, or one variant of it: its schema and what joins its facts. */
interface SectionDefinition {
  schema: z.ZodMiniObject;
  /** Joins the checked fields with facts kept elsewhere (and the body, if it `takesBody`). */
  resolve?: (fields: never, body: string) => object;
  /** The section shows the page's Markdown body. */
  takesBody?: true;
}

/** A library entry: the default (company) look's definition, and its variants'. */
type Library = Record<string, SectionDefinition & { variants?: Record<string, SectionDefinition> }>;

/** The name a section's default variant may be given explicitly; it is stored without it. */
export const DEFAULT_VARIANT = "company";

/** What `variant` chooses, whichever look a section has. */
const VARIANT_HINT = "The section's look: company (the default) or kit, the template kit's";

/**
 * One entry of `sections:`: the schema of the section it names, and for a section with variants
 * (one name, a company and a template look: `variant: kit`) the schema of that variant.
 */
function sectionEntrySchema(name: string) {
  const { schema, variants = {} } = (sectionLibrary as Library)[name]!;
  const named = Object.entries(variants).map(([variant, definition]) =>
    z.extend(definition.schema, {
      section: z.literal(name),
      variant: z.literal(variant).check(z.describe(VARIANT_HINT)),
    }),
  );
  const base = z.extend(schema, { section: z.literal(name) });
  if (named.length === 0) return base;
  const looks = [DEFAULT_VARIANT, ...Object.keys(variants)];
  return z.discriminatedUnion(
    "variant",
    [
      z.extend(base, {
        variant: z.optional(z.literal(DEFAULT_VARIANT).check(z.describe(VARIANT_HINT))),
      }),
      ...named,
    ] as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
    { error: `use one of ${name}'s looks as its variant: ${looks.join(", ")}` },
  );
}

const sectionEntry = z.discriminatedUnion(
  "section",
  SECTION_NAMES.map(sectionEntrySchema) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
  { error: `name a section of the library: ${SECTION_NAMES.join(", ")}` },
);

const sectionsField = z
  .array(sectionEntry)
  .check(
    z.minLength(1, "list the page's sections"),
    z.describe("The page's sections, top to bottom; each names its section and fills its fields"),
  );

export const pageSchema = z
  .strictObject({
    ...seoSchema.shape,
    // The minimum is for search results: a noindex page is in none (checked below).
    title: titleThatFits.check(
      z.describe(
        "The page's title in the browser tab and search results (the brand is added after it)",
      ),
    ),
    /** The day the copy last changed (the sitemap's lastmod). */
    updated: z.iso
      .date("write the date as YYYY-MM-DD")
      .check(
        z.describe("The day the page's copy last changed, as YYYY-MM-DD (for search engines)"),
      ),
    /** Its sitemap entry; a page without one is left out (app/content/sitemap.ts says why). */
    sitemap: z.optional(
      z
        .strictObject({
          changefreq: z
            .enum(["daily", "weekly", "monthly", "yearly"], "use daily, weekly, monthly or yearly")
            .check(z.describe("How often the page changes, as a hint to search engines")),
          priority: z
            .number("write a number from 0 to 1")
            .check(
              z.gte(0),
              z.lte(1),
              z.describe("How important the page is next to the site's others, from 0 to 1"),
            ),
        })
        .check(z.describe("The page's entry in the sitemap; leave it out to keep the page out")),
    ),
    /** Asks search engines not to index the page (a form's confirmation, an e-mail's link). */
    noindex: z.optional(
      z
        .boolean("write true or false")
        .check(z.describe("Keep the page out of search results (e.g. a thank-you page)")),
    ),
    jsonLd: z.optional(
      z
        .array(z.enum(JSON_LD_KINDS, `use one of: ${JSON_LD_KINDS.join(", ")}`))
        .check(
          z.describe(
            "Structured data for search engines: organization, breadcrumb (from the trail) or product",
          ),
        ),
    ),
    sections: sectionsField,
  })
  .check(
    z.refine((page) => page.noindex === true || page.title.length >= TITLE_MIN.length, {
      message: TITLE_MIN.message,
      path: ["title"],
    }),
  );

/**
 * A template page's file (content/templates/<path>.md): a sample page, noindex and out of the
 * sitemap, drawn in one of the kit's themes for a sample brand.
 */
export const templatePageSchema = z.strictObject({
  ...templateSeoSchema.shape,
  theme: z
    .enum(THEME_NAMES, `use one of the kit's themes: ${THEME_NAMES.join(", ")}`)
    .check(z.describe("The template kit's look the page is drawn in: colours and type")),
  /** The sample business the page presents. */
  brand: z
    .string("write the sample brand's name")
    .check(z.minLength(1), z.describe("The name of the sample business the page presents")),
  sections: sectionsField,
});

type Frontmatter = z.infer<typeof pageSchema>;

/** A section as a page file gives it: its name, its variant if not the default, its fields. */
export type SectionEntry = { section: string; variant?: string } & Record<string, unknown>;

interface ParsedFile {
  /** The URL path, from the file's place under content/pages/ or content/templates/. */
  path: string;
  /** The sections, in file order; the one that shows the Markdown body has it in its props. */
  sections: SectionEntry[];
}

/** A company page: indexable, in the sitemap. */
export interface CompanyPage extends ParsedFile, Omit<Frontmatter, "sections" | "jsonLd"> {
  kind: "page";
  /** The structured data the frontmatter's `jsonLd` names, built. */
  jsonLd: JsonLd[];
}

/** A template page: sample data, noindex, out of the sitemap. */
export interface TemplateContentPage
  extends ParsedFile, Omit<z.infer<typeof templatePageSchema>, "sections"> {
  kind: "template";
}

/** What a content file compiles to. */
export type ContentPage = CompanyPage | TemplateContentPage;

/** Where each kind of content file lives, from the repository root. */
export const CONTENT_FOLDERS = { page: "content/pages/", template: "content/templates/" } as const;

/** A content file that cannot be published as written (app/lib/content/yaml.ts). */
export { ContentError };

export { type ContentVariables, fillVariables } from "./vocab/variables-fill";

/**
 * The URL path of a file under content/pages/ or content/templates/: "industries/msp.md" is
 * "/industries/msp".
 */
export function pagePath(relative: string): string {
  const match = /^([a-z0-9-]+(?:\/[a-z0-9-]+)*)\.md$/.exec(relative);
  if (!match?.[1]) {
    throw new ContentError(relative, [
      "name page files in lower-case kebab-case, ending in .md (e.g. industries/msp.md)",
    ]);
  }
  return `/${match[1]}`;
}

/** The offers of the products whose prices are published, by slug, for their structured data. */
const PRODUCT_OFFERS: Partial<
  Record<string, (name: string) => { name: string; price: number; priceCurrency: string }[]>
> = { shadowcradle: shadowCradleOffers };

/** One kind of structured data for the page at `path`, or why it cannot be built. */
function buildJsonLd(kind: JsonLdKind, path: string, sections: SectionEntry[]): JsonLd | string {
  switch (kind) {
    case "organization":
      return organizationJsonLd();
    case "breadcrumb": {
      const trail = sections.find((entry) => Array.isArray(entry.trail))?.trail as
        z.infer<typeof crumb>[] | undefined;
      return trail
        ? breadcrumbJsonLd(trail)
        : "breadcrumb structured data needs a section with a trail";
    }
    case "product": {
      const product = products.find((entry) => entry.href === path);
      return product
        ? productJsonLd(product, PRODUCT_OFFERS[product.slug]?.(product.name))
        : `product structured data needs a catalogue product whose page is ${path}`;
    }
  }
}

const library = sectionLibrary as Library;

/** The definition a written entry uses: its section's, or its variant's. */
function definitionOf({ section, variant }: SectionEntry): SectionDefinition | undefined {
  const entry = library[section];
  return variant && variant !== DEFAULT_VARIANT ? entry?.variants?.[variant] : entry;
}

/**
 * The entry as its component takes it: the default variant's name dropped, and the facts it
 * names (and the body, if it shows it) joined where its section or variant resolves them.
 */
function resolveSection(entry: SectionEntry, body: string): SectionEntry {
  const { section, variant, ...fields } = entry;
  const named = variant === DEFAULT_VARIANT ? undefined : variant;
  const resolve = definitionOf(entry)?.resolve;
  const props = resolve ? resolve(fields as never, body) : fields;
  return named ? { section, variant: named, ...props } : { section, ...props };
}

/** The body's text, which only a section that shows it may have, and that section needs. */
function checkBody(file: string, sections: SectionEntry[], body: string, bodyLine: number) {
  const takers = sections.filter((entry) => definitionOf(entry)?.takesBody);
  const names = Object.keys(library).filter((name) => library[name]?.takesBody);
  if (body.trim() !== "" && takers.length === 0) {
    throw new ContentError(file, [
      `line ${bodyLine}: no section of this page shows a Markdown body; remove the text after the frontmatter, or add a section that shows it (${names.join(", ")})`,
    ]);
  }
  if (takers.length > 1) {
    throw new ContentError(file, [
      `sections: only one section may show the body, not ${takers.length}`,
    ]);
  }
  if (takers.length === 1 && body.trim() === "") {
    throw new ContentError(file, [
      `${takers[0]?.section ?? "the section"} shows the Markdown body: write the text after the frontmatter's closing ---`,
    ]);
  }
}

/**
 * Reads one page file. `file` is its path from the repository root (content/pages/about.md or
 * content/templates/landing/yoga.md), for messages, its kind and its URL path.
 */
export function parseContentPage(
  file: string,
  source: string,
  variables: ContentVariables,
): ContentPage {
  const { data, where, body, bodyLine } = readFrontmatter(file, source);
  return checkContentPage(file, data, body, variables, where, bodyLine);
}

/**
 * parseContentPage's checks of a page already read: its frontmatter as data and its body as
 * written. The browser editor runs them on the entry being edited (app/admin/checks.ts), with a
 * `where` that names a field by its path.
 */
export function checkContentPage(
  file: string,
  frontmatter: unknown,
  writtenBody: string,
  variables: ContentVariables,
  where: LocatedYaml["where"],
  bodyLine = 1,
): ContentPage {
  const kind = file.startsWith(CONTENT_FOLDERS.template) ? "template" : "page";
  const path = pagePath(file.slice(CONTENT_FOLDERS[kind].length));
  const checked = checkFrontmatterData<
    z.infer<typeof pageSchema> | z.infer<typeof templatePageSchema>
  >(
    file,
    frontmatter,
    writtenBody,
    variables,
    kind === "template" ? templatePageSchema : pageSchema,
    where,
  );
  const { raw, body } = checked;
  if ("noindex" in checked.data && checked.data.noindex && checked.data.sitemap) {
    throw new ContentError(file, [
      `${where(["sitemap"])}: a noindex page stays out of the sitemap; remove one of the two`,
    ]);
  }
  const written = (raw as { sections: SectionEntry[] }).sections;
  checkBody(file, written, body, bodyLine);
  // The checked data as written (schemas check, they do not transform), in file order, each
  // joined with the facts it names (and the body) where its section resolves them.
  const sections = written.map((entry, index) => {
    try {
      return resolveSection(entry, body);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      const at =
        error.line === undefined
          ? `${where(["sections", index])} (${entry.section})`
          : `line ${bodyLine + error.line - 1}, body`;
      throw new ContentError(file, [`${at}: ${error.message}`]);
    }
  });
  if (!("updated" in checked.data)) {
    return { ...checked.data, kind: "template", path, sections };
  }
  const jsonLd = (checked.data.jsonLd ?? []).map((jsonLdKind) => {
    const built = buildJsonLd(jsonLdKind, path, sections);
    if (typeof built === "string") throw new ContentError(file, [`${where(["jsonLd"])}: ${built}`]);
    return built;
  });
  return { ...checked.data, kind: "page", path, jsonLd, sections };
}
