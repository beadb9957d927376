/**
 * A content page's Markdown body, for the section that shows it (LegalDocument): numbered
 * sections, each starting at a `## Title {#id}` line. The id is written, not derived from the
 * title, because people link to it and a reworded title must not break their links. Each
 * section is rendered with the blog's renderer (decision 0011: same tag allowlist, no raw HTML),
 * which here also takes in-page anchors and mailto: links. Build time only.
 */
import { ArticleError, type MarkdownOptions, renderMarkdown } from "~/lib/blog/markdown.server";

/** One numbered section of a body: its h2's anchor and text, and the rest as HTML. */
export interface BodySection {
  id: string;
  title: string;
  html: string;
}

/** A body that cannot be shown as written; `line` counts from the body's first line. */
export class BodyError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = "BodyError";
  }
}

const OPTIONS: MarkdownOptions = { pageLinks: true };
const SECTION_HEADING = /^## +(.+?) +\{#([a-z][a-z0-9-]*)\} *$/;

function render(markdown: string, line: number): string {
  try {
    return renderMarkdown("body", markdown, OPTIONS);
  } catch (error) {
    if (!(error instanceof ArticleError)) throw error;
    throw new BodyError(error.message.replace(/^Blog article [^:]+: /, ""), line);
  }
}

/** The body's sections in order; text before the first heading, or a heading without an id, fails. */
export function bodySections(markdown: string): BodySection[] {
  const sections: (Omit<BodySection, "html"> & { line: number; lines: string[] })[] = [];
  markdown.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    const heading = SECTION_HEADING.exec(text);
    if (heading?.[1] && heading[2]) {
      if (sections.some((section) => section.id === heading[2])) {
        throw new BodyError(`the anchor #${heading[2]} is used twice`, line);
      }
      sections.push({ id: heading[2], title: heading[1], line, lines: [] });
    } else if (/^##(\s|$)/.test(text)) {
      throw new BodyError(
        'give the section its anchor: "## Acceptable use {#acceptable-use}"',
        line,
      );
    } else if (sections.length > 0) {
      sections.at(-1)?.lines.push(text);
    } else if (text.trim() !== "") {
      throw new BodyError('start the body with a section: "## Scope {#scope}"', line);
    }
  });
  if (sections.length === 0) throw new BodyError('write the text in sections: "## Scope {#scope}"');
  return sections.map(({ id, title, line, lines }) => {
    if (lines.join("").trim() === "") throw new BodyError(`write the text of #${id}`, line);
    const html = render(lines.join("\n"), line);
    if (/<h[12][\s>]/.test(html)) {
      throw new BodyError(`start a new section with "## Title {#id}" (in #${id})`, line);
    }
    return { id, title, html };
  });
}

/** One paragraph of inline Markdown (bold, emphasis, links) as HTML without its <p>. */
export function inlineMarkdown(markdown: string): string {
  const html = render(markdown, 1);
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(html)?.[1];
  if (inner === undefined || /<\/?(p|ul|ol|li|h\d|pre|blockquote|hr)[\s>]/.test(inner)) {
    throw new BodyError(`write "${markdown.slice(0, 40)}…" as one paragraph of text`);
  }
  return inner;
}

/** The #anchors the HTML links to. */
export const anchorsIn = (html: string): string[] =>
  [...html.matchAll(/<a href="#([^"]+)"/g)].map((match) => match[1] ?? "");
