/**
 * The template pages' themes. Each is a set of CSS custom properties (app/styles/kit/_themes.scss)
 * that the template layout sets on the page, so the same sections look like a yoga studio on
 * one page and a SaaS product on another (decision 0009).
 */
export const THEME_NAMES = [
  "template",
  "creative",
  "marketing",
  "blog",
  "consulting",
  "conference",
  "corporate",
  "coworking",
  "influencer",
  "insurance",
  "mobile",
  "product",
  "saas-v1",
  "saas-v2",
  "saas-v3",
  "saas-v4",
  "shop-v1",
  "shop-v2",
  "web-studio",
  "yoga",
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];
