/**
 * The one check of a page's title and description (every content page's frontmatter, and the
 * pages still written in TypeScript): lengths that search results show whole. The site's brand
 * and how a title carries it are given (../site-seo.ts binds this site's), so the vocabulary
 * reads no content.
 */
import * as z from "zod/mini";

/**
 * Characters a search result shows of a title (with the brand suffix) and a description. The
 * template pages are noindex samples: their titles may run to `templateTitle`, which keeps a
 * browser tab readable.
 */
export const SEO_LIMITS = {
  title: 60,
  templateTitle: 65,
  description: { min: 50, max: 160 },
} as const;

/** The site a page's title is shown for: its brand, and its title with the brand. */
export interface TitledSite {
  brand: string;
  /** The document title of a page title, e.g. "About | Brand" (app/lib/meta.ts). */
  documentTitle: (title: string) => string;
}

export const TITLE_MIN = {
  length: 10,
  message: "write a title of at least 10 characters",
} as const;

/** The title and description checks of `site`'s pages. */
export function seoFields({ brand, documentTitle }: TitledSite) {
  /** A title that fits a search result with the brand suffix in `limit` characters. */
  const titleField = (limit: number) =>
    z
      .string("write the title as text")
      .check(
        z.refine(
          (title) => documentTitle(title).length <= limit,
          `keep the title to ${limit - brand.length - 3} characters, so that with " | ${brand}" it fits a search result`,
        ),
      );

  /** A company page's title that fits a search result (any length on a page not indexed). */
  const titleThatFits = titleField(SEO_LIMITS.title);

  const seoSchema = z.strictObject({
    title: titleThatFits.check(
      z.minLength(TITLE_MIN.length, TITLE_MIN.message),
      z.describe(
        "The page's title in the browser tab and search results (the brand is added after it)",
      ),
    ),
    description: z
      .string("write the description as text")
      .check(
        z.minLength(
          SEO_LIMITS.description.min,
          `write at least ${SEO_LIMITS.description.min} characters`,
        ),
        z.maxLength(
          SEO_LIMITS.description.max,
          `keep it to ${SEO_LIMITS.description.max} characters or fewer`,
        ),
        z.describe("The summary under the title in search results and link previews"),
      ),
  });

  /** A template page's title and description: the same check, its title allowed a little longer. */
  const templateSeoSchema = z.extend(seoSchema, {
    title: titleField(SEO_LIMITS.templateTitle).check(
      z.minLength(TITLE_MIN.length, TITLE_MIN.message),
      z.describe(
        "The page's title in the browser tab and search results (the brand is added after it)",
      ),
    ),
  });

  return { titleThatFits, seoSchema, templateSeoSchema };
}
