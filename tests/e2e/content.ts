/**
 * A content page (content/pages/<path>.md) as the build reads it, for browser tests that find
 * things by the words the page shows: read and checked with the app's own parser, through
 * Vite's module runner (vite.content.ts), so the test follows the file when the copy changes.
 */
import { readFileSync } from "node:fs";

import type { ContentPage } from "../../app/lib/content/page";
import { contentTools } from "../../vite.content";

export async function contentPage(path: string): Promise<ContentPage> {
  const { parseContentPage, contentVariables } = await contentTools();
  const file = `content/pages/${path}.md`;
  return parseContentPage(file, readFileSync(file, "utf8"), contentVariables);
}

/** The fields of the page's section named `name` (the first, when there are several). */
export async function contentSection<Fields>(path: string, name: string): Promise<Fields> {
  const page = await contentPage(path);
  const section = page.sections.find((entry) => entry.section === name);
  if (!section) throw new Error(`content/pages/${path}.md has no ${name} section`);
  return section as unknown as Fields;
}
