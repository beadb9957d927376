/**
 * What a content file may write as {{…}}: the site config ({{site.brand}},
 * {{site.address.city}}, {{site.foundedYear}}) and the product catalogue by slug
 * ({{products.shadowcradle.name}}) and the domains ({{domains.apex}}), so a fact is written once and every page follows it.
 */
import { products } from "~/content/products";
import { site } from "~/content/site";

import type { ContentVariables } from "./page";

export const contentVariables: ContentVariables = {
  site,
  products: Object.fromEntries(products.map((product) => [product.slug, product])),
  /** The company's GitHub organization, e.g. https://github.com/cradlesec. */
  github: site.social.find((social) => social.name === "GitHub")?.href ?? site.origin,
  domains: {
    /** The site's own domain without "www.", e.g. cradlesec.com. */
    apex: new URL(site.origin).hostname.replace(/^www\./, ""),
    /** ShadowCradle's own domains, as a sentence names them. */
    shadowcradle: site.shadowCradleDefaultHosts.join(" and "),
  },
};
