/**
 * The blog's Markdown step, run at build time (the content pages' checks and the articles' own
 * modules, vite.content.ts), so no Markdown parser reaches a visitor's browser; the editor's
 * preview runs it too, on the article being typed.
 *
 * micromark is CommonMark without raw HTML (`<script>` in an article is written out as text)
 * and without dangerous link protocols, so its output needs no sanitizer; the tag allowlist
 * below still refuses what the pages cannot take: an h1 (the page has its own), images (no
 * size, so they would shift the layout) and links that leave the site.
 */
import { micromark } from "micromark";

import { NoFrontmatterError, readFrontmatter } from "~/lib/content/frontmatter";
import type { LocatedYaml } from "~/lib/content/yaml";

import { describeIssues, type Frontmatter, frontmatterSchema } from "./frontmatter";

export interface ParsedArticle {
  /** From the file name: "restore-drill.md" is "restore-drill". */
  slug: string;
  frontmatter: Frontmatter;
  /** The body as HTML, from trusted Markdown only. */
  html: string;
  /** Reading time at 200 words a minute, rounded up. */
  minutes: number;
}

/** The elements an article body may contain. */
export const ALLOWED_TAGS = new Set([
  "p",
  "h2",
  "h3",
  "ul",
  "ol",
  "li",
  "a",
  "em",
  "strong",
  "code",
  "pre",
  "blockquote",
  "hr",
  "br",
]);

const WORDS_PER_MINUTE = 200;

/** An article that cannot be published as written; the message names the file and the field. */
export class ArticleError extends Error {
  constructor(file: string, problem: string) {
    super(`Blog article ${file}: ${problem}`);
    this.name = "ArticleError";
  }
}

/**
 * Splits `---` YAML frontmatter from the Markdown body; `where` gives a field's line in the
 * file (line 1 is the opening ---).
 */
export function splitFrontmatter(
  file: string,
  source: string,
): { data: unknown; where: LocatedYaml["where"]; body: string } {
  try {
    const { data, where, body } = readFrontmatter(file, source);
    return { data, where, body };
  } catch (error) {
    if (error instanceof NoFrontmatterError) {
      throw new ArticleError(file, "it must start with a --- frontmatter block.");
    }
    // The reader's message is the file, then one indented line per problem.
    const problems = (error as Error).message.split("\n").slice(1).join("; ").trim();
    throw new ArticleError(file, `the frontmatter is not valid YAML: ${problems}`);
  }
}

/** What a body may link to beyond the site's own paths. */
export interface MarkdownOptions {
  /**
   * Also accept in-page anchors (#id) and mailto: links: a content page's body (a legal
   * document) points into itself and gives addresses to write to; an article does neither.
   */
  pageLinks?: boolean;
}

const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");
const isPageLink = (href: string) =>
  /^#[a-z][a-z0-9-]*$/.test(href) || /^mailto:[^\s@]+@[^\s@]+$/.test(href);

/** Markdown to HTML, refusing anything outside ALLOWED_TAGS and links that leave the site. */
export function renderMarkdown(file: string, body: string, options: MarkdownOptions = {}): string {
  const html = micromark(body).trim();
  for (const [, tag] of html.matchAll(/<([a-z0-9]+)[\s>/]/g)) {
    if (tag && !ALLOWED_TAGS.has(tag)) {
      const hint =
        tag === "h1"
          ? " (the page's title is the h1: start sections at ##)"
          : tag === "img"
            ? " (pictures come from the frontmatter's cover)"
            : "";
      throw new ArticleError(file, `<${tag}> is not allowed in an article${hint}.`);
    }
  }
  for (const [, href] of html.matchAll(/<a href="([^"]*)"/g)) {
    if (!isSitePath(href ?? "") && !(options.pageLinks && isPageLink(href ?? ""))) {
      const allowed = options.pageLinks ? ", #anchors of this page or mailto: addresses" : "";
      throw new ArticleError(
        file,
        `links must be paths of this site${allowed}, not "${href ?? ""}".`,
      );
    }
  }
  return html;
}

/** Reading time of a Markdown body. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** One article file: checked frontmatter, rendered body, reading time. Throws ArticleError. */
export function parseArticle(file: string, source: string): ParsedArticle {
  articleSlug(file);
  const { data, where, body } = splitFrontmatter(file, source);
  return checkArticle(file, data, body, where);
}

/** The slug of an article's file name: "restore-drill.md" is "restore-drill". */
function articleSlug(file: string): string {
  const slug = /([a-z0-9-]+)\.md$/.exec(file)?.[1];
  if (!slug) throw new ArticleError(file, "name it in lower-case kebab-case, ending in .md.");
  return slug;
}

/**
 * parseArticle's checks of an article already read (the browser editor's preview): its
 * frontmatter as data, its body as written. Throws ArticleError.
 */
export function checkArticle(
  file: string,
  data: unknown,
  body: string,
  where: LocatedYaml["where"],
): ParsedArticle {
  const slug = articleSlug(file);
  const checked = frontmatterSchema.safeParse(data);
  if (!checked.success) {
    throw new ArticleError(file, `invalid frontmatter:\n${describeIssues(checked.error, where)}`);
  }
  if (body.trim() === "") throw new ArticleError(file, "the article has no body.");
  return {
    slug,
    frontmatter: checked.data,
    html: renderMarkdown(file, body),
    minutes: readingMinutes(body),
  };
}
