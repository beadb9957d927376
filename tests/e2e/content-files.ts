/**
 * The words of a template page (content/templates/<path>.md) as the build compiled them
 * (content.config.ts: its module under app/content/generated/templates/, collections joined),
 * for browser tests that find things by what the page shows, so a test follows the file when the
 * copy changes. Company pages under content/pages are ./content.ts's.
 */
import type { ArticleEntry } from "../../app/lib/blog/posts";
import type { ContentPage } from "../../app/lib/content/page";

export async function templatePage(path: string): Promise<ContentPage> {
  const module = (await import(`../../app/content/generated/templates/${path}.ts`)) as {
    default: ContentPage;
  };
  return module.default;
}

/** The fields of the template page's section named `name` (the `index`th, from 0). */
export async function templateSection<Fields>(
  path: string,
  name: string,
  index = 0,
): Promise<Fields> {
  const page = await templatePage(path);
  const section = page.sections.filter((entry) => entry.section === name)[index];
  if (!section) throw new Error(`content/templates/${path}.md has no ${name} section #${index}`);
  return section as unknown as Fields;
}

/** A blog article (content/templates/blog/articles/<slug>.md) as its page shows it. */
export async function blogArticle(slug: string): Promise<ArticleEntry> {
  const module = (await import(`../../app/content/generated/articles/${slug}.ts`)) as {
    default: ArticleEntry;
  };
  return module.default;
}

/** A regular expression matching `text` literally. */
export const literal = (text: string) => new RegExp(escapeRegExp(text));

/** `text` with every character a regular expression gives a meaning escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A content template with each "{name}" of `values` filled in, as the components fill them. */
export function fill(template: string, values: Readonly<Record<string, string | number>>) {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    template,
  );
}
