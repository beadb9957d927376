/**
 * The editor's sources, read from this site: the content declaration (content.config.ts), the
 * schema each kind of Markdown file is checked with, the section library, and from the YAML
 * collections the catalogues' slugs (what the schemas name but do not list). Node only, like the section library it loads: the build or a script writes
 * the configuration; no schema reaches the browser from here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { parse } from "yaml";

import { collections, pages } from "../../../../content.config.ts";
import { frontmatterSchema as articleSchema } from "../../blog/frontmatter.ts";
import { labFrontmatterSchema } from "../../labs/entry.ts";
import { pageSchema, templatePageSchema } from "../page.ts";
import { sectionLibrary } from "../sections.ts";
import { ICON_FIELDS, ICON_NAMES } from "../vocab/icon-names.ts";
import { MEDIA } from "../vocab/media.ts";
import { editorConfig, type EditorSources, type MarkdownKind } from "./config.ts";

/** How each kind of Markdown file is checked (the modules content.config.ts names). */
export const MARKDOWN_KINDS: Record<keyof typeof pages, MarkdownKind> = {
  company: { schema: pageSchema, body: "optional" },
  templates: { schema: templatePageSchema, body: "optional" },
  labs: { schema: labFrontmatterSchema, body: "required" },
  articles: { schema: articleSchema, body: "required" },
};

/**
 * The slugs of each YAML collection whose file is a list of entries with a `slug`: what a
 * section names an entry of it by (a product, an industry, a service).
 */
export function catalogueSlugs(root = process.cwd()): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [name, kind] of Object.entries(collections)) {
    const data: unknown = parse(readFileSync(join(root, kind.file), "utf8"));
    if (!Array.isArray(data) || data.length === 0) continue;
    const slugs = data.map((entry) => (entry as { slug?: unknown } | null)?.slug);
    if (slugs.every((slug) => typeof slug === "string")) found[name] = slugs as string[];
  }
  return found;
}

export function editorSources(root = process.cwd()): EditorSources {
  return {
    pages,
    markdown: MARKDOWN_KINDS,
    collections,
    bodySections: Object.keys(sectionLibrary).filter((name) => sectionLibrary[name]?.takesBody),
    vocabulary: {
      siteIcons: ICON_NAMES,
      lucideFields: ICON_FIELDS,
      media: { pattern: MEDIA.pattern.source, accept: MEDIA.accept },
      catalogues: catalogueSlugs(root),
    },
  };
}

/** The editor's configuration for this site. */
export const siteEditorConfig = (root = process.cwd()) => editorConfig(editorSources(root));
