/**
 * Copy of the company home page (/home), section by section, in page order. Brand and contact
 * details come from the site config, products and industries from their catalogues.
 */
import type { IconName } from "~/components/ui/icon";
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import type { AudienceCard, AudienceCardsProps } from "~/sections/audience-cards";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { FeatureGridProps } from "~/sections/feature-grid";
import type { HeroProps } from "~/sections/hero";
import type { ProductFamilyProps } from "~/sections/product-family";
import type { ProductSpotlightProps } from "~/sections/product-spotlight";
import type { StatsBandProps } from "~/sections/stats-band";
import type { TestimonialsProps } from "~/sections/testimonials";

import { industries } from "./industries";
import { productCard, products, productsAvailableFirst } from "./products";
import { site } from "./site";

type Industry = (typeof industries)[number];
type AvailableIndustry = Extract<Industry, { status: "available" }>;

const featured = bySlug(products, "shadowcradle");

/** Title and description of the page (the meta helper adds the brand suffix). */
export const homeMeta = {
  title: "Managed security, backup and IT services",
  description: `${site.brand} runs managed detection, immutable backup and IT security for MSPs, enterprises and households, with restores tested nightly.`,
} as const satisfies PageCopy;

export const homeHero = {
  id: "home-title",
  eyebrow: `Security and IT services since ${site.foundedYear}`,
  title: "Protection you can test. Recovery you can prove.",
  lead: `${site.brand} runs backup, threat detection and day-to-day IT security for managed service providers, enterprises and households. Analysts watch around the clock, every backup is locked off-site, and every restore is tested long before you need it.`,
  actions: [
    { label: "Talk to an engineer", href: "/contact" },
    { label: `Explore ${featured.name}`, href: featured.href },
  ],
  highlights: [
    "Security operations staffed 24/7",
    "Immutable copies in a second region",
    "Month-to-month terms for MSP partners",
  ],
  panel: {
    title: `${featured.name} · Nightly restore test`,
    status: "Passed",
    rows: [
      {
        icon: "check",
        label: "DC-01 · Windows Server 2022",
        detail: "Booted, login verified · 4m 12s",
      },
      {
        icon: "check",
        label: "SQL-PROD · Windows Server 2019",
        detail: "Database online · 6m 40s",
      },
      {
        icon: "check",
        label: "FILES-02 · Ubuntu 22.04",
        detail: "Booted, shares mounted · 2m 55s",
      },
      { icon: "lock", label: "Off-site copy · second region", detail: "Object-locked for 30 days" },
    ],
    summary: "3 of 3 servers restored · boot screenshots attached to the report",
    caption: `Sample restore report from the ${featured.name} console.`,
  },
} satisfies HeroProps;

/** What each audience gets, keyed by industry slug; names, summaries and links come from the catalogue. */
const audienceDetails = {
  msp: {
    icon: "users",
    points: [
      `White-label ${featured.name} with per-client billing`,
      "Our analysts as your after-hours escalation desk",
      "Partner pricing that leaves room for your margin",
    ],
    linkLabel: "Solutions for MSPs",
  },
  enterprise: {
    icon: "building",
    points: [
      "Recovery plans tested against your real recovery-time targets",
      "Managed detection across endpoints, identity and cloud",
      "Evidence packs for SOC 2, ISO 27001 and HIPAA audits",
    ],
    linkLabel: "Solutions for enterprises",
  },
  consumer: {
    icon: "home",
    points: [
      "Home network and router hardening, done with you",
      "Backup for family laptops and phones that actually restores",
      "A real person to call after a scam, hack or breach notice",
    ],
    linkLabel: "Protection for households",
  },
} as const satisfies Record<
  AvailableIndustry["slug"],
  { icon: IconName; points: readonly string[]; linkLabel: string }
>;

const isAvailable = (industry: Industry): industry is AvailableIndustry =>
  industry.status === "available";

export const homeAudiences = {
  id: "audiences-title",
  heading: {
    eyebrow: "Who we serve",
    title: "One team behind three very different customers",
    intro:
      "We work for people who are responsible for someone else's data: the MSP with two hundred clients, the IT director with an audit next quarter, and the family whose photos live on one laptop.",
  },
  items: industries.filter(isAvailable).map((industry): AudienceCard => ({
    icon: audienceDetails[industry.slug].icon,
    title: industry.name,
    summary: industry.summary,
    points: audienceDetails[industry.slug].points,
    link: { label: audienceDetails[industry.slug].linkLabel, href: industry.href },
  })),
  related: {
    label: "Sector programs in preparation:",
    items: industries
      .filter((industry) => !isAvailable(industry))
      .map((industry) => ({ label: industry.name, href: industry.href, soon: true })),
    more: { label: "All industries", href: "/industries" },
  },
} satisfies AudienceCardsProps;

export const homeSpotlight = {
  id: "spotlight-title",
  name: featured.name,
  status: "Available now",
  title: "Backups ransomware can't delete. Restores you don't have to hope for.",
  paragraphs: [
    featured.summary,
    `We built ${featured.name} with MSP engineers who had spent too many weekends rebuilding servers from guesswork. It keeps a locked copy of every protected machine in a second region and boots it in our cloud whenever you need it, for a drill or for real.`,
  ],
  features: featured.features,
  actions: [
    { label: `How ${featured.name} works`, href: featured.href },
    { label: "Book a demo", href: "/contact" },
  ],
  process: {
    title: "When a server fails at 2 a.m.",
    steps: [
      {
        title: "Declare the incident",
        text: "One click in the console, or one call to our recovery desk, day or night.",
      },
      {
        title: "Pick a clean restore point",
        text: "Choose any immutable copy from the retention window, with malware scan results beside it.",
      },
      {
        title: "Boot in our cloud",
        text: "The server starts in an isolated network within minutes, with a VPN back to your site.",
      },
      {
        title: "Fail back on your schedule",
        text: "Changes sync back to repaired or new hardware when you are ready, without a second outage.",
      },
    ],
    note: "Steps two and three run every night as an automated restore test, so the real thing is never the first time.",
  },
} satisfies ProductSpotlightProps;

export const homeServices = {
  id: "services-title",
  heading: {
    eyebrow: "Services",
    title: "Everything between the firewall and the restore",
    intro:
      "Take one service or let us run the whole stack. Each comes with named engineers, written runbooks and a monthly report you can hand to your board or your clients.",
  },
  items: [
    {
      icon: "pulse",
      title: "Managed detection and response",
      text: "Analysts triage endpoint, identity and cloud alerts 24/7, and contain threats by isolating hosts or locking accounts under playbooks you approve.",
    },
    {
      icon: "database",
      title: "Backup and disaster recovery",
      text: "Immutable off-site backup, restores tested every night, and written recovery plans with time targets you sign off.",
    },
    {
      icon: "shield",
      title: "Network security",
      text: "Firewall design and management, segmentation, secure remote access, and guest Wi-Fi that stays away from your servers.",
    },
    {
      icon: "cloud",
      title: "Cloud and infrastructure",
      text: "Microsoft 365, Azure, AWS and on-premises servers built, hardened and documented, then kept patched.",
    },
    {
      icon: "key",
      title: "Identity and access",
      text: "Passkey and MFA rollouts, single sign-on, privileged-access controls and quarterly access reviews.",
    },
    {
      icon: "document",
      title: "Compliance readiness",
      text: "Gap assessments and evidence collection for SOC 2, ISO 27001, HIPAA and PCI DSS, well before your auditor arrives.",
    },
    {
      icon: "bolt",
      title: "Incident response",
      text: "A 24/7 hotline, containment, forensic triage and recovery, then a plain-English report of what happened.",
    },
    {
      icon: "compass",
      title: "IT consulting",
      text: "Roadmaps, vendor selection and fractional CISO time for teams that need senior judgment, not another tool.",
    },
  ],
  more: { label: "Explore all services", href: "/services" },
} satisfies FeatureGridProps;

export const homeStats = {
  id: "proof-title",
  heading: {
    eyebrow: "By the numbers",
    title: "Measured, not promised",
    intro:
      "The figures we report to our own customers every month, because they are the ones that matter on a bad day.",
  },
  stats: [
    {
      value: "14 min",
      label: "median time from a critical alert to a named analyst working it, nights included",
    },
    { value: "36,000+", label: "automated restore tests a month, each booted and screenshotted" },
    {
      value: "99.7%",
      label: "of restore tests pass first time; every failure is a ticket by 8 a.m.",
    },
    {
      value: "11 min",
      label: "median time to boot a protected server in our cloud in a real disaster",
    },
  ],
  note: "Trailing twelve-month figures from our own service reporting across all managed customers. Ask us how each one is counted and we will show you.",
} satisfies StatsBandProps;

export const homeTestimonials = {
  id: "testimonials-title",
  heading: {
    eyebrow: "From our customers",
    title: "What the people on call tell us",
  },
  quotes: [
    {
      quote:
        "We used to find out a backup was broken on the day we needed it. Now I get a screenshot of every server booting before my first coffee, and so do our clients.",
      role: "Owner",
      organization: "Managed service provider, 35 staff",
    },
    {
      quote:
        "A mailbox was phished at 2 a.m. The account was locked and its sessions revoked before our own team woke up, and the morning report listed exactly what had been touched.",
      role: "IT director",
      organization: "Regional logistics company, 600 employees",
    },
    {
      quote:
        "They explained our setup in plain English, moved fifteen years of family photos into a backup that works, and replaced a router nobody had updated since we moved in.",
      role: "Parent and home-office worker",
      organization: "Household customer",
    },
  ],
  note: "Quotes from current customers, shared with permission. Names are withheld at their request.",
  assurances: {
    title: "Where we stand on assurance",
    items: [
      {
        icon: "shield-check",
        title: "SOC 2 Type II audit in progress.",
        text: "Our observation period is underway with an independent CPA firm. Until the report is issued we share our control summary under NDA.",
      },
      {
        icon: "document",
        title: "Evidence, not adjectives.",
        text: "Restore screenshots, response timelines and monthly reports are yours to give to auditors, insurers or your own clients.",
      },
      {
        icon: "lock",
        title: "Your data stays put.",
        text: "Backups are encrypted in transit and at rest, kept in the US regions you choose, and never moved without your written consent.",
      },
      {
        icon: "search",
        title: "Open to scrutiny.",
        text: "We publish a vulnerability disclosure policy and a security.txt file, and a named engineer reads every report.",
        link: { label: "Our security posture", href: "/compliance" },
      },
    ],
  },
} satisfies TestimonialsProps;

export const homeProducts = {
  id: "products-title",
  heading: {
    eyebrow: "Products",
    title: "One product today. A whole family in the workshop.",
    intro: `${featured.name} is available now. The rest of the family is being built with design partners, and each one grows out of a service we already run by hand.`,
  },
  items: productsAvailableFirst.map((product) => productCard(product)),
  availableLabel: "Available now",
  more: { label: "View all products", href: "/products" },
} satisfies ProductFamilyProps;

export const homeCta = {
  id: "cta-title",
  title: "Find out how long your recovery really takes",
  text: "Send us your server list and we will run a free test restore of one critical machine in our cloud, then walk you through the timings and gaps we found. No obligation, and no sales pitch before the data.",
  actions: [
    { label: "Book a test restore", href: "/contact" },
    { label: `Meet ${featured.name}`, href: featured.href },
  ],
  note: {
    text: "Dealing with an incident right now? Our 24/7 line:",
    link: { label: site.phone.incident.display, href: `tel:${site.phone.incident.tel}` },
  },
} satisfies CtaBannerProps;
