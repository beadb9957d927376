/**
 * What content/templates/catalog.yaml holds: every template page, grouped as /landing/template
 * shows them (the index's cards, the not-found pages' search, the sitemap's exclusions). Checked
 * at build (app/content-collections.ts): besides the fields, each listed page must exist, as a
 * content file (content/templates/<path>.md) or a route module (app/routes/<path>.tsx), unless
 * the entry says `built: false` (a page announced before it exists, shown without a link).
 */
import * as z from "zod/mini";

import { text } from "../../lib/content/vocab/collection-fields.ts";
import { THEME_NAMES } from "./themes.ts";

/**
 * The files a template page can be, from the repository root: the content files and the route
 * modules, as Vite lists them when it loads this module (the compiler's runner, Vitest and the
 * editor's build alike), so that the editor's check in the browser gets the build's answer.
 * `Object.keys` of the glob keeps the files themselves out: Vite writes their names alone.
 */
const PAGE_FILES = new Set(
  Object.keys(
    import.meta.glob(["../../../content/templates/**/*.md", "../../routes/**/*.tsx"]),
  ).map((key) => new URL(key, "file:///app/content/templates/").pathname.slice(1)),
);

/** Whether a template page has its file: a content file, or a route module written by hand. */
export function templatePageExists(route: string): boolean {
  return [
    `content/templates${route}.md`,
    `content/templates${route}/index.md`,
    `app/routes${route}.tsx`,
  ].some((file) => PAGE_FILES.has(file));
}

const templateEntrySchema = z
  .strictObject({
    /** URL path of the page. */
    route: z
      .string("write the page's path as text")
      .check(
        z.regex(/^(\/[a-z0-9-]+)+$/, "write the page's path, like /landing/yoga"),
        z.describe("The template page's address, e.g. /landing/yoga"),
      ),
    /** Card title. */
    name: text(60).check(z.describe("The page's name in the index")),
    /** One line on what the page shows. */
    summary: text(120).check(z.describe("A line on what the page shows")),
    /** The palette its preview card is drawn in. */
    theme: z
      .enum(THEME_NAMES, `use one of the kit's themes: ${THEME_NAMES.join(", ")}`)
      .check(z.describe("The kit's look the page is drawn in")),
    /** `false` for a page listed before it exists: its card says it comes later. */
    built: z.optional(
      z
        .boolean("write true or false")
        .check(z.describe("false while the page is planned but not made yet")),
    ),
  })
  .check(
    z.refine((entry) => (entry.built ?? true) === templatePageExists(entry.route), {
      error: (issue) =>
        (issue.input as { built?: boolean }).built === false
          ? "this page exists: remove `built: false`"
          : "no template page at this path: add content/templates<path>.md, or write `built: false`",
      path: ["route"],
    }),
    z.describe("One template page of the index"),
  );

const templateGroupSchema = z
  .strictObject({
    /** Anchor and key of the group. */
    id: z
      .string("write the group's id as text")
      .check(
        z.regex(/^[a-z0-9-]+$/, "use lowercase letters, digits and hyphens"),
        z.describe("The group's id, used as its anchor; lowercase words joined by hyphens"),
      ),
    title: text(60).check(z.describe("The group's heading in the index")),
    intro: text(200).check(z.describe("A sentence under the group's heading")),
    entries: z
      .array(templateEntrySchema)
      .check(z.minLength(1, "list the group's pages"), z.describe("The group's pages, in order")),
  })
  .check(z.describe("One group of template pages in the index"));

export const templateCatalogSchema = z.readonly(
  z.array(templateGroupSchema).check(
    z.minLength(1, "list at least one group"),
    z.refine(
      (groups) => new Set(groups.map((group) => group.id)).size === groups.length,
      "give each group its own id",
    ),
    z.refine((groups) => {
      const routes = groups.flatMap((group) => group.entries.map((entry) => entry.route));
      return new Set(routes).size === routes.length;
    }, "list each page once"),
    z.describe("The groups of template pages, in the order /landing/template lists them"),
  ),
);

export type TemplateCatalog = z.infer<typeof templateCatalogSchema>;
