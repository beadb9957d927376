/**
 * Copy of /products, section by section (/firecradle, /vcradle and /portal are content files:
 * content/pages/). Names, summaries and links come from the catalogue; contacts from the site
 * config.
 */
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import type { ComparisonTableProps } from "~/sections/comparison-table";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { FeatureGridProps } from "~/sections/feature-grid";
import type { HeroProps } from "~/sections/hero";
import type { ProductFamilyProps } from "~/sections/product-family";

import { headerActions } from "./navigation";
import { productCard, products, productsAvailableFirst } from "./products";
import { site } from "./site";

type Product = (typeof products)[number];
type Slug = Product["slug"];

const shadowCradle = bySlug(products, "shadowcradle");

/** A mailto: link to sales with a subject line. */
const mailSales = (subject: string) =>
  `mailto:${site.email.sales}?subject=${encodeURIComponent(subject)}`;

// ── /products ──────────────────────────────────────────────────────────────────────────────

/** The areas of the comparison table, left to right. */
const coverageAreas = [
  { key: "backup", label: "Backup & recovery" },
  { key: "network", label: "Network" },
  { key: "identity", label: "Identity & access" },
  { key: "monitoring", label: "Monitoring" },
  { key: "endpoints", label: "Endpoints" },
  { key: "dns", label: "DNS & e-mail" },
  { key: "documents", label: "Documents" },
  { key: "privacy", label: "Consumer privacy" },
] as const;

type Area = (typeof coverageAreas)[number]["key"];

/** What each product covers (or, for Soon products, is planned to cover). */
const coverage = {
  shadowcradle: ["backup", "endpoints"],
  firecradle: ["network", "monitoring"],
  vcradle: ["backup", "monitoring"],
  profileguardian: ["identity", "monitoring", "privacy"],
  monitora: ["network", "monitoring"],
  deployyx: ["endpoints"],
  checkdns: ["monitoring", "dns"],
  authnox: ["identity"],
  confidox: ["documents", "privacy"],
} as const satisfies Record<Slug, readonly Area[]>;

const availableFirst = productsAvailableFirst;
const soonCount = products.filter((product) => product.status === "soon").length;

export const productsMeta = {
  title: "Products: backup, network, identity and more",
  description: `${shadowCradle.name} is available today; ${soonCount} more ${site.brand} products for networks, identity, monitoring and privacy are in development. Compare them.`,
} as const satisfies PageCopy;

export const productsHero = {
  id: "products-title",
  eyebrow: "Products",
  title: "Products built from the services we run every day",
  lead: `${shadowCradle.name} protects servers and laptops today. ${soonCount} more products are being built with design partners, and each one automates work our engineers already do by hand for MSPs, enterprises and households.`,
  actions: [
    { label: `Explore ${shadowCradle.name}`, href: shadowCradle.href },
    { label: "Compare products", href: "#compare-title" },
  ],
  highlights: [
    `${shadowCradle.name} available now, with published prices`,
    "One console and one support desk for all of them",
    "Early access free for design partners",
  ],
} satisfies HeroProps;

export const productsFamily = {
  id: "family-title",
  heading: {
    eyebrow: "The family",
    title: "Nine products, one team behind them",
    intro: `Start with what you need today. Everything we add shares ${shadowCradle.name}'s console, sign-in and billing, so a second product is a checkbox, not a project.`,
  },
  items: availableFirst.map((product) => productCard(product)),
  availableLabel: "Available now",
} satisfies ProductFamilyProps;

export const productsComparison = {
  id: "compare-title",
  heading: {
    eyebrow: "Compare",
    title: "What each product covers",
    intro:
      "Some areas overlap on purpose: monitoring, for example, runs through several products and feeds the same analysts.",
  },
  caption: `Security areas covered by each ${site.brand} product`,
  scrollHint: "Scroll the table sideways to see every area.",
  rowHeader: "Product",
  columns: coverageAreas,
  rows: availableFirst.map((product) => ({
    name: product.name,
    href: product.href,
    soon: product.status === "soon",
    covers: coverage[product.slug],
  })),
  marks: { yes: "Covers", no: "Does not cover" },
  note: "Products marked Soon show their planned coverage, which may change before release.",
} satisfies ComparisonTableProps;

export const productsPrinciples = {
  id: "principles-title",
  heading: {
    eyebrow: "How we build products",
    title: "No product ships before we have run it as a service",
    intro:
      "Each product starts as work our engineers do for customers by hand. We only automate what we have done often enough to know where it breaks.",
  },
  items: [
    {
      icon: "users",
      title: "Built with design partners",
      text: "MSPs and IT teams run every product in production before launch, and their tickets shape the first release.",
    },
    {
      icon: "document",
      title: "Prices in public",
      text: "Every product that is generally available has published per-unit prices. No 'contact us' for the basics.",
    },
    {
      icon: "shield-check",
      title: "Secure by default",
      text: "Passkey sign-in, per-tenant encryption keys and an audit log come with every product, on every tier.",
    },
    {
      icon: "pulse",
      title: "People behind the software",
      text: "Alerts from every product reach the same 24/7 analysts who work our managed services.",
    },
  ],
} satisfies FeatureGridProps;

export const productsCta = {
  id: "products-cta-title",
  title: "Not sure which product fits?",
  text: "Tell us what you run and what keeps you up at night. An engineer, not a sales script, will suggest where to start, including when the answer is one of our services instead.",
  actions: [
    { label: headerActions.getStarted.label, href: headerActions.getStarted.href },
    { label: "Join an early-access list", href: "/coming-soon" },
  ],
  note: {
    text: "Prefer e-mail?",
    link: { label: site.email.sales, href: mailSales("Which product fits us?") },
  },
} satisfies CtaBannerProps;
