/**
 * The title and description checks (./vocab/seo.ts) for this site's brand: what the content
 * pages' and the Labs entries' frontmatter is checked with.
 */
import { site } from "~/content/generated/site";
import { documentTitle } from "~/lib/meta";

import { seoFields } from "./vocab/seo";

export { SEO_LIMITS, TITLE_MIN } from "./vocab/seo";

export const { titleThatFits, seoSchema, templateSeoSchema } = seoFields({
  brand: site.brand,
  documentTitle,
});
