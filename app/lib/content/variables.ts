/**
 * What a content file may write as {{…}}: the site config ({{site.brand}},
 * {{site.address.city}}, {{site.foundedYear}}) and the product catalogue by slug
 * ({{products.shadowcradle.name}}), the forms' limits ({{forms.limits.message.min}}) and the
 * domains ({{domains.apex}}), so a fact is written once and every page follows it.
 */
import { products } from "~/content/products";
import { site } from "~/content/site";
import { LIMITS } from "~/lib/forms/fields";

import type { ContentVariables } from "./page";

export const contentVariables: ContentVariables = {
  site,
  products: Object.fromEntries(products.map((product) => [product.slug, product])),
  /** The forms' limits, e.g. {{forms.limits.message.min}} (app/lib/forms/fields.ts). */
  forms: { limits: LIMITS },
  domains: {
    /** The site's own domain without "www.", e.g. cradlesec.com. */
    apex: new URL(site.origin).hostname.replace(/^www\./, ""),
    /** ShadowCradle's own domains, as a sentence names them. */
    shadowcradle: site.shadowCradleDefaultHosts.join(" and "),
  },
};
