/**
 * What the industry pages' copy shares: types, breadcrumbs, product cards, the notify band.
 * Each page's copy is a module of its own beside this one (overview, msp, enterprise,
 * consumer, healthcare, financial), so a page loads only its own text.
 */
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import type { Crumb } from "~/sections/breadcrumbs";
import type { IndustryPageProps } from "~/sections/industry-page";
import type { NotifySectionProps } from "~/sections/notify-form";
import type { ProductCard } from "~/sections/product-family";

import { type industries } from "../industries";
import { productCard, products } from "../products";
import { notifyAction, notifyFormCopy } from "../signup-forms";
import { site } from "../site";

export type Industry = (typeof industries)[number];
export type IndustrySlug = Industry["slug"];
export type Product = (typeof products)[number];
export type ProductSlug = Product["slug"];

/** Everything a route module needs for one industry page. */
export interface IndustryPageContent {
  meta: PageCopy;
  /** The page's URL, also its canonical path. */
  path: string;
  /** Breadcrumb trail, shown on the page and sent as BreadcrumbList JSON-LD. */
  trail: readonly Crumb[];
  /** The sections, in page order. */
  sections: IndustryPageProps;
}

/**
 * Every industry has its own page under /industries. The catalogue's `href` is the header's link,
 * which for programs still in preparation is their coming-soon variant, as the seed says.
 */
export const industryPagePath = (slug: IndustrySlug) => `/industries/${slug}` as const;

export const homeCrumb: Crumb = { name: "Home", path: "/home" };
export const industriesCrumb: Crumb = { name: "Industries", path: "/industries" };

export const trailFor = (industry: Industry): readonly Crumb[] => [
  homeCrumb,
  industriesCrumb,
  { name: industry.name, path: industryPagePath(industry.slug) },
];

/** A product card with the reason it fits this audience in place of its generic summary. */
export const productFit = (slug: ProductSlug, reason: string): ProductCard =>
  productCard(bySlug(products, slug), reason);

export const shadowCradle = bySlug(products, "shadowcradle");
export const availableLabel = "Available now";
export const allProducts = { label: "View all products", href: "/products" };
export const incidentNote = {
  text: "Dealing with an incident right now? Our 24/7 line:",
  link: { label: site.phone.incident.display, href: `tel:${site.phone.incident.tel}` },
};
/** The preview pages' notify-me band, for the program of `industry`. */
export const notifyBand = (
  industry: Industry,
  { program, points, summary }: { program: string; points: readonly string[]; summary: string },
): NotifySectionProps => ({
  id: `${industry.slug}-notify-title`,
  muted: true,
  heading: {
    eyebrow: "Launch notice",
    title: `Be first when the ${program} program opens`,
    intro:
      "Leave your e-mail and we will write once, on the day enrollment opens, with pricing and the onboarding timeline.",
  },
  points,
  form: {
    id: `${industry.slug}-notify`,
    action: notifyAction,
    copy: notifyFormCopy(`the ${program} program opens for enrollment`),
    industry: industry.shortName,
  },
  note: {
    text: summary,
    link: { label: `${industry.name} program launch page`, href: industry.href },
  },
});

/** In-page link to a preview page's notify-me band. */
export const notifyAnchor = (industry: Industry) => `#${industry.slug}-notify-title`;

export const measuredNote =
  "Trailing twelve-month figures from our own service reporting. Ask us how each one is counted and we will show you.";
