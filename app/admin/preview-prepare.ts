/**
 * What the editor's preview draws for the entry being typed (./preview-page.tsx draws it): the
 * page of the site that shows it, prepared by the build's own steps, or the build's message.
 * - A company or template page: itself (checkContentPage: {{…}} values filled, the schemas'
 *   checks, each section's resolve).
 * - A Labs entry: its page at /labs/<slug> (checkLabEntry, its Markdown made HTML by the build's
 *   renderer).
 * - A blog article: the blog's article pages (those listing an ArticlePage section), each showing
 *   it as the build joins an article (checkArticle, then articleEntry with the blog's articles).
 * - A YAML collection: the pages that draw it (found in the code, vite.admin.ts), one at a time,
 *   with the edit in place of the built data (./preview-edits.ts). Data the modules read as they
 *   load needs the page loaded again with it: that is asked for as `reload`.
 */
import type * as z from "zod/mini";

import { articleEntry, withArticle } from "~/content/templates/blog/articles.server";
import { ArticleError, checkArticle } from "~/lib/blog/markdown.server";
import type { ArticleEntry } from "~/lib/blog/posts";
import { ROOT_LIST } from "~/lib/content/editor/config";
import type { PageKind, PreviewRoute, PreviewSite } from "~/lib/content/editor/preview-routes";
import { checkContentPage, type ContentPage, parseContentPage } from "~/lib/content/page";
import { contentVariables } from "~/lib/content/variables";
import { ContentError, issueMessages } from "~/lib/content/yaml";
import { checkLabEntry, type LabEntry, labPath, parseLabEntry } from "~/lib/labs/entry";

import { asSaved } from "./checks";
import type { CollectionEdit } from "./preview-edits";
import type { PreviewMessage } from "./preview-frame";

/** The section an article page shows its article with (app/sections/kit/article-page.tsx). */
export const ARTICLE_SECTION = "ArticlePage";

/** A page of the site to draw: its address, its layouts and what its route draws. */
export interface Drawing {
  path: string;
  /** The layouts drawn around it, outermost first (none: the page alone, in its <main>). */
  layouts: readonly string[];
  /** A content page's sections (and a template page's theme), or a Labs entry's article. */
  content: { page: ContentPage } | { lab: LabEntry };
}

/** The pages an entry is shown on, when there are several: the person picks one. */
export interface PageChoice {
  /** The pages, grouped by how they draw it (its sections; only its layout). */
  groups: { label: string; paths: string[] }[];
  chosen: string;
}

export type Prepared =
  | { drawing: Drawing; choice?: PageChoice }
  /** What the build would refuse, in its words. */
  | { problem: string }
  /** Why there is no page to draw. */
  | { notice: string }
  /** The page must load again with this edit in place (or none: the site as built). */
  | { reload: CollectionEdit | undefined };

/** What prepare() knows besides the message. */
export interface PreviewContext {
  site: PreviewSite;
  /** The edit this document was loaded with. */
  loaded?: CollectionEdit;
  /** A collection's value as built (what the site's modules hold without an edit). */
  builtValue: (collection: string) => unknown;
  /** The page the person chose, by path. */
  chosen?: string;
}

type Data = Record<string, unknown>;

const where = (path: readonly PropertyKey[]) => path.map(String).join(".");

/** The content files that are pages, loaded when one is drawn. */
const sources = import.meta.glob<string>(
  [
    "../../content/pages/**/*.md",
    "../../content/templates/**/*.md",
    "!../../content/templates/blog/articles/**",
    "../../content/labs/*.md",
  ],
  { query: "?raw", import: "default" },
);

async function sourceOf(file: string): Promise<string> {
  const load = sources[`../../${file}`];
  if (!load) throw new Error(`${file}: no such content file in this build`);
  return load();
}

/** The collections' schemas, each loaded when a collection is previewed. */
const schemaModules = import.meta.glob<Record<string, unknown>>("../content/**/*.schema.ts");

/**
 * A collection's schema, or undefined where it cannot run in a browser: a schema that reads
 * other files as it checks (Node only) fails as its module loads.
 */
async function schemaOf(site: PreviewSite, name: string): Promise<z.ZodMiniType | undefined> {
  const { module, name: exported } = site.collections[name]?.schema ?? {};
  const load = module === undefined ? undefined : schemaModules[`../${module}`];
  try {
    const schema = (await load?.())?.[exported ?? ""];
    return schema as z.ZodMiniType | undefined;
  } catch {
    return undefined;
  }
}

/** The build's message for `error`: its problems (the entry's own file left out with `own`). */
function messageOf(error: unknown, own: boolean): string {
  if (error instanceof ContentError && own) {
    return error.message.split("\n").slice(1).join("\n").trim();
  }
  if (error instanceof ArticleError && own)
    return error.message.replace(/^Blog article [^:]+: /, "");
  return error instanceof Error ? error.message : String(error);
}

/**
 * Where the entry being typed is drawn: its page's address (or where a new file of `kind` would
 * be) and the layouts that draw something of it. A template page's layouts draw its theme and
 * brand; the company's header and footer draw nothing of a company page or a Labs entry, which
 * is drawn alone, in its <main>.
 */
function routeOf(site: PreviewSite, file: string, kind: PageKind, path: string) {
  const known = site.routes.find((route) => route.file === file);
  const layouts = known?.layouts ?? site.defaults[kind];
  return { path: known?.path ?? path, layouts: kind === "templates" ? layouts : [] };
}

/** The entry's frontmatter and body, as the file will hold them. */
function splitEntry(message: PreviewMessage) {
  const { body = "", ...frontmatter } = asSaved(message.data) as Data;
  return { frontmatter, body: typeof body === "string" ? body : "" };
}

/** The entry's file, or one in its collection's folder for an entry without a path yet. */
function fileOf(message: PreviewMessage, folder: string) {
  return /\.md$/.test(message.file) ? message.file : `${folder}/new-entry.md`;
}

/** A page file, read and checked as the build does, drawn where its route is. */
async function drawFile(site: PreviewSite, route: PreviewRoute): Promise<Drawing> {
  const text = await sourceOf(route.file);
  const content =
    route.kind === "labs"
      ? { lab: parseLabEntry(route.file, text, contentVariables) }
      : { page: parseContentPage(route.file, text, contentVariables) };
  return { path: route.path, layouts: route.layouts, content };
}

/** A company or template page being typed. */
function preparePage(message: PreviewMessage, site: PreviewSite): Prepared {
  const kind = message.collection === "templates" ? "templates" : "company";
  const file = fileOf(message, site.folders[kind]);
  const { frontmatter, body } = splitEntry(message);
  const page = checkContentPage(file, frontmatter, body, contentVariables, where);
  return { drawing: { ...routeOf(site, file, kind, page.path), content: { page } } };
}

/** A Labs entry being typed, as its page draws it. */
function prepareLab(message: PreviewMessage, site: PreviewSite): Prepared {
  const file = fileOf(message, site.folders.labs);
  const { frontmatter, body } = splitEntry(message);
  const lab = checkLabEntry(file, frontmatter, body, contentVariables, where);
  return { drawing: { ...routeOf(site, file, "labs", labPath(lab.slug)), content: { lab } } };
}

/** An article being typed, as the build joins it into an article page (with its comments). */
function articleOf(message: PreviewMessage, site: PreviewSite): ArticleEntry {
  const file = fileOf(message, site.folders.articles);
  const { frontmatter, body } = splitEntry(message);
  const parsed = checkArticle(file, frontmatter, body, where);
  return articleEntry(parsed.slug, undefined, withArticle(parsed));
}

/** The chosen page among `groups` (the first by default). */
function choose(groups: PageChoice["groups"], chosen: string | undefined): PageChoice {
  const paths = groups.flatMap((group) => group.paths);
  return { groups, chosen: chosen && paths.includes(chosen) ? chosen : (paths[0] ?? "") };
}

/** A blog article, on the article page chosen, in place of that page's own article. */
async function prepareArticle(message: PreviewMessage, context: PreviewContext): Promise<Prepared> {
  const article = articleOf(message, context.site);
  const routes = context.site.routes.filter((route) => route.sections.includes(ARTICLE_SECTION));
  const choice = choose(
    [{ label: "Article pages", paths: routes.map((r) => r.path) }],
    context.chosen,
  );
  const route = routes.find((r) => r.path === choice.chosen);
  if (!route) return { notice: "No page of the site shows an article (an ArticlePage section)." };
  const drawing = await drawFile(context.site, route);
  if (!("page" in drawing.content)) return { drawing, choice };
  const { page } = drawing.content;
  const sections = page.sections.map((entry) =>
    entry.section === ARTICLE_SECTION ? { ...entry, article } : entry,
  );
  return { drawing: { ...drawing, content: { page: { ...page, sections } } }, choice };
}

/**
 * The pages that draw `collection`: those whose sections do, nearest first (fewest imports
 * between), then those that show it in their layout only (a header, a footer).
 */
export function pagesUsing(site: PreviewSite, collection: string): PageChoice["groups"] {
  const drawn = site.routes
    .filter((route) => collection in route.collections)
    .sort((a, b) => (a.collections[collection] ?? 0) - (b.collections[collection] ?? 0));
  const framed = site.routes.filter(
    (route) =>
      !(collection in route.collections) &&
      route.layouts.some((layout) => site.layouts[layout]?.includes(collection)),
  );
  return [
    { label: "Pages whose sections draw it", paths: drawn.map((route) => route.path) },
    { label: "Pages whose layout draws it", paths: framed.map((route) => route.path) },
  ].filter((group) => group.paths.length > 0);
}

/** Whether a collection's file is a list at its root (the editor holds it as `entries`). */
function rootIsList(schema: z.ZodMiniType): boolean {
  const def = schema._zod.def as { type: string; innerType?: z.ZodMiniType };
  return def.type === "readonly" && def.innerType
    ? rootIsList(def.innerType)
    : def.type === "array";
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A YAML collection, on the page chosen among those that draw it. */
async function prepareCollection(
  message: PreviewMessage,
  name: string,
  context: PreviewContext,
): Promise<Prepared> {
  const { file } = context.site.collections[name] ?? { file: name };
  const groups = pagesUsing(context.site, name);
  const schema = await schemaOf(context.site, name);
  if (!schema) {
    // Its schema reads other files as it checks (Node only): the build alone can check it.
    const paths = groups.flatMap((group) => group.paths);
    const shown = paths.length > 0 ? ` Pages that show it: ${paths.join(", ")}.` : "";
    return {
      notice: `The preview cannot check ${file} as you type (its check reads other files), so it does not draw it.${shown}`,
    };
  }
  const saved = asSaved(message.data) as Data;
  const checked = schema.safeParse(rootIsList(schema) ? (saved[ROOT_LIST] ?? []) : saved);
  if (!checked.success) return { problem: issueMessages(checked.error.issues, where).join("\n") };

  if (groups.length === 0) {
    const readers = context.site.resources.filter((r) => r.collections.includes(name));
    return {
      notice: `No page of the site draws ${file}${
        readers.length > 0 ? `: ${readers.map((r) => r.path).join(", ")} reads it` : ""
      }.`,
    };
  }
  const choice = choose(groups, context.chosen ?? context.loaded?.page);
  const posted = JSON.stringify(message.data);
  const changed = !sameJson(checked.data, context.builtValue(name));
  const loaded = context.loaded;
  const inPlace = changed
    ? loaded?.collection === name && sameJson(loaded.data, checked.data)
    : loaded === undefined;
  if (!inPlace) {
    return {
      reload: changed
        ? { collection: name, data: checked.data, posted, page: choice.chosen }
        : undefined,
    };
  }
  const route = context.site.routes.find((r) => r.path === choice.chosen);
  if (!route) return { notice: `No page at ${choice.chosen}.` };
  return { drawing: await drawFile(context.site, route), choice };
}

/** What the preview draws for `message`: a page, the build's message, or a reload first. */
export async function prepare(message: PreviewMessage, context: PreviewContext): Promise<Prepared> {
  const own = !Object.hasOwn(context.site.collections, message.collection);
  try {
    if (!own) return await prepareCollection(message, message.collection, context);
    // Any other entry is drawn with the collections as built.
    if (context.loaded) return { reload: undefined };
    if (message.collection === "labs") return prepareLab(message, context.site);
    if (message.collection === "articles") return await prepareArticle(message, context);
    return preparePage(message, context.site);
  } catch (error) {
    return { problem: messageOf(error, own) };
  }
}
