/**
 * A content page: one file under content/pages/ (its path is the URL), Markdown with YAML
 * frontmatter. The build reads it with parseContentPage (vite.content.ts): values from the site
 * config filled in, the frontmatter checked against the page schema (the SEO fields and, for
 * each entry of `sections`, the schema of the section it names), the Markdown body rendered.
 * A mistake stops the build with the file, the line, the field and what was expected.
 */
import { LineCounter, parseDocument } from "yaml";
import * as z from "zod/mini";

import { products } from "~/content/products";
import { ArticleError, renderMarkdown } from "~/lib/blog/markdown.server";
import {
  breadcrumbJsonLd,
  type JsonLd,
  organizationJsonLd,
  productJsonLd,
} from "~/lib/structured-data";
import type { Crumb } from "~/sections/breadcrumbs";

import { SECTION_NAMES, sectionLibrary } from "./sections";
import { seoSchema } from "./seo";

/**
 * Structured data a page may ask for, by name, built at build time (app/lib/structured-data.ts)
 * so that no builder reaches the browser: the company, the page's breadcrumb trail (from its
 * first section with a `trail`), or the catalogue's product whose page this is.
 */
export const JSON_LD_KINDS = ["organization", "breadcrumb", "product"] as const;

type JsonLdKind = (typeof JSON_LD_KINDS)[number];

const sectionEntry = z.discriminatedUnion(
  "section",
  SECTION_NAMES.map((name) =>
    z.extend(sectionLibrary[name].schema, { section: z.literal(name) }),
  ) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]],
  { error: `name a section of the library: ${SECTION_NAMES.join(", ")}` },
);

export const pageSchema = z.strictObject({
  ...seoSchema.shape,
  /** The day the copy last changed (the sitemap's lastmod). */
  updated: z.iso.date("write the date as YYYY-MM-DD"),
  sitemap: z.strictObject({
    changefreq: z.enum(
      ["daily", "weekly", "monthly", "yearly"],
      "use daily, weekly, monthly or yearly",
    ),
    priority: z.number("write a number from 0 to 1").check(z.gte(0), z.lte(1)),
  }),
  jsonLd: z.optional(z.array(z.enum(JSON_LD_KINDS, `use one of: ${JSON_LD_KINDS.join(", ")}`))),
  sections: z.array(sectionEntry).check(z.minLength(1, "list the page's sections")),
});

type Frontmatter = z.infer<typeof pageSchema>;

/** A section as a page file gives it: its name and its fields. */
export type SectionEntry = { section: string } & Record<string, unknown>;

export interface ContentPage extends Omit<Frontmatter, "sections" | "jsonLd"> {
  /** The URL path, from the file's place under content/pages/. */
  path: string;
  /** The structured data the frontmatter's `jsonLd` names, built. */
  jsonLd: JsonLd[];
  sections: SectionEntry[];
  /** The Markdown body as HTML ("" when there is none). */
  body: string;
}

/** A content file that cannot be published as written. */
export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${file}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** Values a content file may use as {{name.path}}, e.g. {{site.brand}}. */
export type ContentVariables = Record<string, unknown>;

const VARIABLE = /\{\{\s*([a-zA-Z][\w.-]*)\s*\}\}/g;

function lookUp(variables: ContentVariables, name: string): unknown {
  return name
    .split(".")
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === "object"
          ? (value as Record<string, unknown>)[key]
          : undefined,
      variables,
    );
}

/** Fills {{…}} in every string of `value`; names nothing resolves are reported by path. */
export function fillVariables(
  value: unknown,
  variables: ContentVariables,
  path: (string | number)[] = [],
  unknown: { path: (string | number)[]; name: string }[] = [],
): unknown {
  if (typeof value === "string") {
    return value.replace(VARIABLE, (token, name: string) => {
      const found = lookUp(variables, name);
      if (typeof found === "string" || typeof found === "number") return String(found);
      unknown.push({ path, name });
      return token;
    });
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => fillVariables(item, variables, [...path, index], unknown));
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillVariables(item, variables, [...path, key], unknown),
      ]),
    );
  }
  return value;
}

/** The URL path of a file under content/pages/: "industries/msp.md" is "/industries/msp". */
export function pagePath(relative: string): string {
  const match = /^([a-z0-9-]+(?:\/[a-z0-9-]+)*)\.md$/.exec(relative);
  if (!match?.[1]) {
    throw new ContentError(relative, [
      "name page files in lower-case kebab-case, ending in .md (e.g. industries/msp.md)",
    ]);
  }
  return `/${match[1]}`;
}

/** One kind of structured data for the page at `path`, or why it cannot be built. */
function buildJsonLd(kind: JsonLdKind, path: string, sections: SectionEntry[]): JsonLd | string {
  switch (kind) {
    case "organization":
      return organizationJsonLd();
    case "breadcrumb": {
      const trail = sections.find((entry) => Array.isArray(entry.trail))?.trail as
        Crumb[] | undefined;
      return trail
        ? breadcrumbJsonLd(trail)
        : "breadcrumb structured data needs a section with a trail";
    }
    case "product": {
      const product = products.find((entry) => entry.href === path);
      return product
        ? productJsonLd(product)
        : `product structured data needs a catalogue product whose page is ${path}`;
    }
  }
}

function resolveSection(entry: SectionEntry): SectionEntry {
  const library: Record<string, { schema: unknown; resolve?: (fields: never) => object }> =
    sectionLibrary;
  const resolve = library[entry.section]?.resolve;
  if (!resolve) return entry;
  const { section, ...fields } = entry;
  return { section, ...resolve(fields as never) };
}

/** The Markdown body as HTML, through the blog's renderer (its tag allowlist). */
export function renderBody(file: string, body: string): string {
  try {
    return renderMarkdown(file, body);
  } catch (error) {
    if (!(error instanceof ArticleError)) throw error;
    throw new ContentError(file, [`body: ${error.message.replace(/^Blog article [^:]+: /, "")}`]);
  }
}

/** A file's frontmatter, filled and checked against `schema`, and its Markdown body. */
export interface CheckedFile<T> {
  /** The checked data (schemas check, they do not transform). */
  data: T;
  /** The frontmatter with its values filled in, as written. */
  raw: unknown;
  /** The Markdown after the frontmatter. */
  body: string;
  /** "line 4, sections.0.title": where a field is, for messages. */
  where: (path: PropertyKey[]) => string;
}

/**
 * Reads a content file's YAML frontmatter (values filled in) and checks it against `schema`;
 * a mistake throws a ContentError with the file, the line, the field and what was expected.
 */
export function checkFrontmatter<T>(
  file: string,
  source: string,
  variables: ContentVariables,
  schema: z.ZodMiniType<T>,
): CheckedFile<T> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(file, ["start the file with a --- frontmatter block"]);
  const yamlText = match[1] ?? "";
  const lines = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false });
  const lineOf = (offset: number) => lines.linePos(offset).line + 1; // + the opening ---
  if (document.errors.length > 0) {
    throw new ContentError(
      file,
      document.errors.map(
        (error) => `line ${lineOf(error.pos[0])}: not valid YAML: ${error.message.split("\n")[0]}`,
      ),
    );
  }
  const where = (path: PropertyKey[]) => {
    const node = document.getIn(
      path.map(String).map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
      true,
    ) as { range?: [number, number, number] } | undefined;
    const range = node && typeof node === "object" && "range" in node ? node.range : undefined;
    const at = path.length > 0 ? path.join(".") : "(frontmatter)";
    return range ? `line ${lineOf(range[0])}, ${at}` : at;
  };
  const unknown: { path: (string | number)[]; name: string }[] = [];
  const data = fillVariables(document.toJS(), variables, [], unknown);
  if (unknown.length > 0) {
    throw new ContentError(
      file,
      unknown.map(({ path, name }) => `${where(path)}: {{${name}}} is not a value the site knows`),
    );
  }
  const checked = schema.safeParse(data);
  if (!checked.success) {
    throw new ContentError(
      file,
      checked.error.issues.map((issue) => {
        const message =
          issue.code === "unrecognized_keys"
            ? `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`
            : issue.message;
        return `${where(issue.path)}: ${message}`;
      }),
    );
  }
  return { data: checked.data, raw: data, body: match[2] ?? "", where };
}

/**
 * Reads one page file. `file` is its path from the repository root (content/pages/about.md),
 * for messages and its URL path.
 */
export function parseContentPage(
  file: string,
  source: string,
  variables: ContentVariables,
): ContentPage {
  const path = pagePath(file.replace(/^content\/pages\//, ""));
  const { data: checked, raw, body, where } = checkFrontmatter(file, source, variables, pageSchema);
  // The checked data as written (schemas check, they do not transform), in file order, each
  // joined with the facts it names where its section resolves them.
  const sections = (raw as { sections: SectionEntry[] }).sections.map(resolveSection);
  const jsonLd = (checked.jsonLd ?? []).map((kind) => {
    const built = buildJsonLd(kind, path, sections);
    if (typeof built === "string") throw new ContentError(file, [`${where(["jsonLd"])}: ${built}`]);
    return built;
  });
  return {
    ...checked,
    path,
    jsonLd,
    sections,
    body: body.trim() === "" ? "" : renderBody(file, body),
  };
}
