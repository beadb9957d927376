import { expect } from "vitest";

import { ContentError, type ContentPage } from "~/lib/content/page";

/**
 * The props a content page gives its section `name` (the first one), as the build resolved
 * them: what the section component renders on that page.
 */
export function sectionProps<Props>(page: ContentPage, name: string): Props {
  const entry = page.sections.find((section) => section.section === name);
  if (!entry) throw new Error(`${page.path} has no ${name} section`);
  return Object.fromEntries(Object.entries(entry).filter(([key]) => key !== "section")) as Props;
}

/** A page file with valid SEO fields and sitemap, and the given `sections:` entries (YAML). */
export const pageSource = (sections: string) =>
  [
    "---",
    "title: A page about testing things",
    "description: A description long enough to pass the search engine length check, and no more.",
    "updated: 2026-11-21",
    "sitemap: { changefreq: monthly, priority: 0.5 }",
    "sections:",
    sections,
    "---",
    "",
  ].join("\n");

/** The message a page file that fails its checks stops the build with. */
export function parseProblem(parse: (source: string) => unknown, source: string): string {
  try {
    parse(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("the page was accepted");
}
