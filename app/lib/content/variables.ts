/**
 * What a content file may write as {{…}}: the site config ({{site.brand}},
 * {{site.address.city}}, {{site.foundedYear}}) and the product catalogue by slug
 * ({{products.shadowcradle.name}}), the industry catalogue by slug ({{industries.healthcare.href}})
 * the domains ({{domains.apex}}) and the newsletter's topics ({{newsletter.topics}}), so a fact
 * is written once and every page follows it.
 */
import { industries } from "~/content/industries";
import { products } from "~/content/products";
import { site } from "~/content/site";
import { newsletterTopics } from "~/lib/forms/fields";

import type { ContentVariables } from "./page";

export const contentVariables: ContentVariables = {
  site,
  products: Object.fromEntries(products.map((product) => [product.slug, product])),
  industries: Object.fromEntries(industries.map((industry) => [industry.slug, industry])),
  domains: {
    /** The site's own domain without "www.", e.g. cradlesec.com. */
    apex: new URL(site.origin).hostname.replace(/^www\./, ""),
    /** ShadowCradle's own domains, as a sentence names them. */
    shadowcradle: site.shadowCradleDefaultHosts.join(" and "),
  },
  newsletter: {
    /** The topics a subscriber can choose, as a list in a sentence: "A, B, C". */
    topics: newsletterTopics.map((topic) => topic.label).join(", "),
  },
};
