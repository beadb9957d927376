/**
 * What a content file may write as {{…}}: the site config ({{site.brand}},
 * {{site.address.city}}, {{site.foundedYear}}), the product catalogue by slug
 * ({{products.shadowcradle.name}}) and its counts ({{productCount.soon}}), the industry catalogue
 * by slug ({{industries.healthcare.href}}), the sample studio's projects by slug
 * ({{portfolio.saltmarsh-coffee.client}}, content/templates/portfolio/projects.yaml), the domains ({{domains.apex}}), the newsletter's
 * topics ({{newsletter.topics}}), the forms' limits ({{forms.limits.message.min}}), the prices'
 * currency and the header's actions, so a fact is written once and every page follows it.
 */
import { site } from "~/content/generated/site";
import { industries } from "~/content/industries";
import { headerActions } from "~/content/navigation";
import { products } from "~/content/products";
import { portfolioProjects } from "~/content/templates/portfolio/projects";
import { LIMITS, newsletterTopics } from "~/lib/forms/fields";
import { PRICE_CURRENCY } from "~/lib/shadowcradle-pricing";

import type { ContentVariables } from "./vocab/variables-fill";

const github = site.social.find((social) => social.name === "GitHub")?.href ?? site.origin;

export const contentVariables: ContentVariables = {
  site,
  products: Object.fromEntries(products.map((product) => [product.slug, product])),
  /** The company's GitHub organization, e.g. https://github.com/cradlesec. */
  github,
  /** The same without its scheme, as `go install` names a module: github.com/cradlesec. */
  githubPath: github.replace(/^https:\/\//, ""),
  industries: Object.fromEntries(industries.map((industry) => [industry.slug, industry])),
  portfolio: Object.fromEntries(portfolioProjects.map((project) => [project.slug, project])),
  /** How many products the catalogue holds ({{productCount.all}}), and how many are Soon. */
  productCount: {
    all: products.length,
    soon: products.filter((product) => product.status === "soon").length,
  },
  /** The currency of the published prices ({{prices.currency}}). */
  prices: { currency: PRICE_CURRENCY },
  /** The header's calls to action ({{nav.getStarted.label}}, {{nav.getStarted.href}}). */
  nav: headerActions,
  /** The forms' limits, e.g. {{forms.limits.message.min}} (app/lib/forms/fields.ts). */
  forms: { limits: LIMITS },
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
