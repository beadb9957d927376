/**
 * A content page (content/pages/<path>.md) as the build compiled it (content.config.ts: its
 * module under app/content/generated/pages/), for browser tests that find things by the words
 * the page shows, so the test follows the file when the copy changes.
 */
import type { ContentPage } from "../../app/lib/content/page";

export async function contentPage(path: string): Promise<ContentPage> {
  const module = (await import(`../../app/content/generated/pages/${path}.ts`)) as {
    default: ContentPage;
  };
  return module.default;
}

/** The fields of the page's section named `name` (the first, when there are several). */
export async function contentSection<Fields>(path: string, name: string): Promise<Fields> {
  const page = await contentPage(path);
  const section = page.sections.find((entry) => entry.section === name);
  if (!section) throw new Error(`content/pages/${path}.md has no ${name} section`);
  return section as unknown as Fields;
}
