/**
 * What a content file may write as {{…}}: the site config ({{site.brand}},
 * {{site.address.city}}, {{site.foundedYear}}) and the product catalogue by slug
 * ({{products.shadowcradle.name}}) and the domains ({{domains.apex}}), so a fact is written once and every page follows it.
 */
import { headerActions } from "~/content/navigation";
import { products } from "~/content/products";
import { site } from "~/content/site";

import type { ContentVariables } from "./page";

export const contentVariables: ContentVariables = {
  site,
  products: Object.fromEntries(products.map((product) => [product.slug, product])),
  /** How many products the catalogue holds ({{productCount.all}}), and how many are Soon. */
  productCount: {
    all: products.length,
    soon: products.filter((product) => product.status === "soon").length,
  },
  /** The header's calls to action ({{nav.getStarted.label}}, {{nav.getStarted.href}}). */
  nav: headerActions,
  domains: {
    /** The site's own domain without "www.", e.g. cradlesec.com. */
    apex: new URL(site.origin).hostname.replace(/^www\./, ""),
    /** ShadowCradle's own domains, as a sentence names them. */
    shadowcradle: site.shadowCradleDefaultHosts.join(" and "),
  },
};
