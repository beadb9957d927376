/** Copy of /industries, the overview of every industry page. */
import type { IconName } from "~/components/ui/icon";
import type { PageCopy } from "~/lib/meta";
import type { Crumb } from "~/sections/breadcrumbs";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { FeatureGridProps } from "~/sections/feature-grid";
import type { IndustryCard, IndustryCardsProps } from "~/sections/industry-cards";
import type { PageHeaderProps } from "~/sections/page-header";

import { industries } from "../industries";
import { site } from "../site";
import {
  homeCrumb,
  incidentNote,
  industriesCrumb,
  industryPagePath,
  type IndustrySlug,
  shadowCradle,
} from "./shared";

export const industriesOverviewMeta = {
  title: "Industries we serve",
  description: `How ${site.brand} serves MSPs, enterprises and households today, and the healthcare and financial services programs now in preparation.`,
} as const satisfies PageCopy;

export const industriesOverviewTrail: readonly Crumb[] = [homeCrumb, industriesCrumb];

export const industriesOverviewHeader = {
  id: "industries-title",
  trail: industriesOverviewTrail,
  eyebrow: "Industries",
  title: "The same discipline, shaped to who depends on you",
  lead: "Managed service providers, enterprises and households need different things from the same craft: backups that restore, alerts that get answered and sign-ins attackers cannot phish. Pick yours to see the problems we solve, the products that fit and what our customers measure.",
  actions: [
    { label: "Talk to an engineer", href: "/contact" },
    { label: "View all products", href: "/products" },
  ],
  facts: {
    title: "Who we work with",
    items: [
      { label: "MSPs", value: "20 to 500 clients, month-to-month partner terms" },
      { label: "Enterprises", value: "250 to 10,000 employees, one or many sites" },
      { label: "Households", value: "Up to five people, home offices included" },
      { label: "Healthcare", value: "Preview; general availability planned Q2 2027" },
      { label: "Financial services", value: "Preview; general availability planned Q3 2027" },
    ],
  },
} satisfies PageHeaderProps;

/** What each industry card lists; one entry per industry in the catalogue. */
const overviewDetails = {
  msp: {
    icon: "users",
    points: [
      `White-label ${shadowCradle.name} with per-client billing`,
      "An after-hours analyst desk behind your team",
      "Month-to-month terms, no seat minimum",
    ],
    linkLabel: "Solutions for MSPs",
  },
  enterprise: {
    icon: "building",
    points: [
      "Recovery tested against your signed time targets",
      "24/7 detection across endpoint, identity and cloud",
      "Audit evidence filed by control, every month",
    ],
    linkLabel: "Solutions for enterprises",
  },
  consumer: {
    icon: "home",
    points: [
      "A 90-minute home security check, at home or by video",
      "Family backups that are restore-tested twice a year",
      "A 24/7 line after a scam, hack or breach notice",
    ],
    linkLabel: "Protection for households",
  },
  healthcare: {
    icon: "shield-check",
    points: [
      "A BAA signed for every engagement that touches ePHI",
      "Safeguards mapped to the HIPAA Security Rule",
      "Design partners onboarding now, launch planned Q2 2027",
    ],
    linkLabel: "Preview the healthcare program",
  },
  financial: {
    icon: "chart",
    points: [
      "PCI DSS 4.0, SOX ITGC, GLBA, DORA and NYDFS Part 500",
      "Recovery tests formatted for examiners",
      "Design partners onboarding now, launch planned Q3 2027",
    ],
    linkLabel: "Preview the financial services program",
  },
} as const satisfies Record<
  IndustrySlug,
  { icon: IconName; points: readonly string[]; linkLabel: string }
>;

export const industriesOverviewCards = {
  id: "industry-list-title",
  heading: {
    eyebrow: "Who we serve",
    title: "Five industries, three open today",
    intro:
      "Healthcare and financial services programs are being built with design partners. Each has a preview page with the regulations it will cover and when it opens.",
  },
  items: [...industries]
    .sort((a, b) => Number(a.status === "soon") - Number(b.status === "soon"))
    .map((industry): IndustryCard => ({
      icon: overviewDetails[industry.slug].icon,
      name: industry.name,
      summary: industry.summary,
      points: overviewDetails[industry.slug].points,
      href: industryPagePath(industry.slug),
      linkLabel: overviewDetails[industry.slug].linkLabel,
      soon: industry.status === "soon",
    })),
} satisfies IndustryCardsProps;

export const industriesOverviewPrinciples = {
  id: "industry-principles-title",
  heading: {
    eyebrow: "In every engagement",
    title: "What does not change from one industry to the next",
    intro:
      "The audience changes the reports, the regulations and the products. These four habits stay the same.",
  },
  items: [
    {
      icon: "users",
      title: "Named engineers",
      text: "You know who looks after your systems by name, and the same people answer when something breaks.",
    },
    {
      icon: "refresh",
      title: "Tested, not assumed",
      text: "Backups are restored, recovery plans are run and alerts are drilled before the day they are needed.",
    },
    {
      icon: "document",
      title: "Evidence you keep",
      text: "Restore screenshots, response timelines and monthly reports are yours to hand to auditors, insurers or clients.",
    },
    {
      icon: "compass",
      title: "Plain terms",
      text: "Fixed prices per server, endpoint or household, written service levels and no multi-year lock-in.",
    },
  ],
} satisfies FeatureGridProps;

export const industriesOverviewCta = {
  id: "industries-cta-title",
  title: "Not sure where you fit?",
  text: `Tell us what you run and who depends on it. An engineer, not a salesperson, will reply within ${site.replyTime} with what we would do first.`,
  actions: [
    { label: "Talk to an engineer", href: "/contact" },
    { label: "Browse our services", href: "/services" },
  ],
  note: incidentNote,
} satisfies CtaBannerProps;
