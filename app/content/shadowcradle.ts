/**
 * Copy of the ShadowCradle product page (/shadowcradle), section by section, in page order. It is
 * also the landing page of the product's own domain, so the top stands on its own. Prices come
 * from app/lib/shadowcradle-pricing.ts, the product from the catalogue, contacts from the site config.
 */
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import { formatNumber } from "~/lib/numbers";
import {
  estimateMonthlyCost,
  formatUsd,
  PRICE_CURRENCY,
  type Quantity,
  quantityLimits,
  shadowCradleTiers,
  tierById,
  type TierId,
  type TierPricing,
} from "~/lib/shadowcradle-pricing";
import type { ArchitectureDiagramProps } from "~/sections/architecture-diagram";
import type { CostCalculatorProps } from "~/sections/cost-calculator";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { FaqProps } from "~/sections/faq";
import type { FeatureGridProps } from "~/sections/feature-grid";
import type { HeroProps } from "~/sections/hero";
import type { PricingTier, PricingTiersProps } from "~/sections/pricing-tiers";
import type { SplitPointsProps } from "~/sections/split-points";
import type { StatsBandProps } from "~/sections/stats-band";

import { products } from "./products";
import { site } from "./site";

export const shadowCradle = bySlug(products, "shadowcradle");

const name = shadowCradle.name;

export const shadowCradleMeta = {
  title: `${name}: immutable backup, instant recovery`,
  description: `${name} keeps object-locked backups in a second region, boots servers in our cloud in under 15 minutes and tests every restore nightly. Prices published.`,
} as const satisfies PageCopy;

export const shadowCradleHero = {
  id: "shadowcradle-title",
  eyebrow: `${name} by ${site.brand} · ${shadowCradle.category}`,
  title: "Backups that survive ransomware. Servers back in 15 minutes.",
  lead: `${name} keeps an encrypted, object-locked copy of every server and laptop you manage in a second region, boots any of them in our cloud while you fix the hardware, and proves it works with a restore test every night.`,
  actions: [
    { label: "Book a demo", href: "/contact" },
    { label: "See pricing", href: "#pricing" },
  ],
  highlights: [
    "15-minute recovery point for servers on Pro",
    "Instant virtual boot in under 15 minutes",
    "Prices published, month to month",
  ],
  panel: {
    title: `${name} · Client overview`,
    status: "Protected",
    rows: [
      {
        icon: "server",
        label: "42 servers · 318 endpoints",
        detail: "Last backup cycle finished 6 minutes ago",
      },
      {
        icon: "lock",
        label: "Immutable copy · second region",
        detail: "Object-locked for 90 days · deletion needs MFA + 72 h",
      },
      {
        icon: "refresh",
        label: "Last night's restore tests",
        detail: "42 of 42 servers booted · screenshots attached",
      },
      {
        icon: "bolt",
        label: "Instant boot ready",
        detail: "Estimated 6 minutes to a running server",
      },
    ],
    summary: "Recovery point objective met for every server in the last 30 days",
    caption: `Sample dashboard of a fictional MSP client in the ${name} console.`,
  },
} satisfies HeroProps;

export const shadowCradleProblem = {
  id: "problem-title",
  tone: "muted",
  heading: {
    eyebrow: "The problem",
    title: "Most backups fail twice: when they are deleted, and when they are restored",
    intro:
      "Ransomware crews go after the backups before they encrypt anything, and restores that were never tested tend to fail on the one day they matter.",
  },
  items: [
    {
      icon: "bolt",
      title: "Attackers delete the backups first",
      text: "Intruders log in to the backup console with stolen admin credentials and wipe the repositories before they launch the encryption. A backup an administrator can delete is a backup an attacker can delete.",
    },
    {
      icon: "refresh",
      title: "Restores go untested until the worst day",
      text: "'Job succeeded' only means data was copied. Whether the server boots, the database mounts and the application answers is usually discovered in the middle of an outage.",
    },
    {
      icon: "clock",
      title: "Recovery takes days, not minutes",
      text: "Pulling terabytes back over an office internet line and rebuilding hardware takes days. Your clients count the outage in lost revenue per hour, not in gigabytes.",
    },
    {
      icon: "users",
      title: "One console per client does not scale",
      text: "Separate vaults, logins and invoices for every client turn a 2 a.m. recovery into a hunt for the right password.",
    },
  ],
} satisfies SplitPointsProps;

export const shadowCradleHowItWorks = {
  id: "how-it-works-title",
  heading: {
    eyebrow: "How it works",
    title: "From your server to a locked copy in another region, and back in minutes",
    intro:
      "Four stages: your data is encrypted before it leaves the building, locked where nobody can delete it, and ready to run in our cloud.",
  },
  diagramLabel: `${name} architecture. At your site, an agent on each server and laptop sends changed blocks to an encrypted local cache. The encrypted data is copied to the ${site.brand} cloud and locked with object lock in a second region. From there, any restore point boots as a virtual machine in our recovery cloud, connected back to your site by VPN.`,
  caption:
    "Data is encrypted at stage 2, before it leaves your site, and stays encrypted in transit and at rest in both regions.",
  listTitle: "Stage by stage",
  zones: [
    {
      label: "Your site",
      steps: [
        {
          title: "Agent",
          lines: ["Windows, Linux, macOS", "Changed blocks only"],
          text: "A lightweight agent on each server and endpoint takes application-consistent snapshots and sends only the blocks that changed: every 15 minutes for servers on Pro, every hour for laptops.",
        },
        {
          title: "Local cache",
          lines: ["AES-256 encrypted", "Fast on-site restores"],
          text: "Blocks are compressed, deduplicated and encrypted with AES-256 on your hardware. An encrypted cache on a local disk or NAS keeps recent restore points for fast on-site recovery.",
        },
      ],
    },
    {
      label: `${site.brand} cloud`,
      emphasis: true,
      steps: [
        {
          title: "Immutable copy",
          lines: ["Second US region", "Object-locked"],
          text: "Encrypted blocks travel over TLS 1.3 to our primary region and replicate to a second region at least 250 miles away, where object lock in compliance mode keeps them undeletable for the whole retention period.",
        },
        {
          title: "Instant restore",
          lines: ["Boots in our cloud", "VPN back to your site"],
          text: "Any restore point boots as a virtual machine in our recovery cloud within minutes, in an isolated network with a site-to-site VPN to your office. The same boot runs every night as an automated restore test.",
        },
      ],
    },
  ],
} satisfies ArchitectureDiagramProps;

export const shadowCradleFeatures = {
  id: "features-title",
  heading: {
    eyebrow: "Features",
    title: "Everything you need to promise recovery, and keep the promise",
    intro:
      "Built with MSP engineers who had spent too many weekends rebuilding servers from guesswork.",
  },
  items: [
    {
      icon: "shield-check",
      title: "Immutable by default",
      text: "Every tier keeps an object-locked copy in a second region. Retention from 30 days to 7 years, set per client policy.",
    },
    {
      icon: "refresh",
      title: "Nightly restore tests",
      text: "Each protected server boots in an isolated network every night; the morning report carries its login-screen screenshot and service checks.",
    },
    {
      icon: "bolt",
      title: "Instant virtual boot",
      text: "Run any server from any restore point in our cloud within minutes while you repair or replace the hardware.",
    },
    {
      icon: "search",
      title: "Ransomware detection",
      text: "Mass renames and sudden jumps in file entropy are flagged during backup, and the last clean restore point is marked for you.",
    },
    {
      icon: "users",
      title: "Multi-tenant console",
      text: "One sign-in for every client, with per-client policies, roles, white-label reports and usage exports for your billing.",
    },
    {
      icon: "database",
      title: "Granular restores",
      text: "Restore a single file, a SQL Server database, an Exchange mailbox, or a full image to new or different hardware.",
    },
    {
      icon: "laptop",
      title: "Laptops included",
      text: "Windows and macOS laptops back up over any internet connection, so a lost device is a new laptop and an hour, not a lost week.",
    },
    {
      icon: "chart",
      title: "Reports clients read",
      text: "Monthly reports show protected systems, test results and recovery times in plain language, under your logo.",
    },
  ],
} satisfies FeatureGridProps;

export const shadowCradleObjectives = {
  id: "objectives-title",
  heading: {
    eyebrow: "Recovery objectives",
    title: "Recovery targets we put in writing",
    intro:
      "The figures in our Pro service description. Miss one, and the month's invoice carries a service credit.",
  },
  stats: [
    {
      value: "15 min",
      label: "recovery point objective for servers on Pro (5 minutes on Enterprise)",
    },
    {
      value: "< 15 min",
      label: "recovery time objective to a running server, by instant virtual boot",
    },
    { value: "1 h", label: "recovery point objective for laptops and desktops" },
    {
      value: "99.9%",
      label: "monthly availability of the console and recovery cloud",
    },
  ],
  note: "Recovery time runs from starting a restore in the console to the virtual machine reaching its login screen, for servers up to 2 TB. Essentials restores from the cloud instead of booting in it: see the tiers below.",
} satisfies StatsBandProps;

export const shadowCradleSecurity = {
  id: "security-title",
  heading: {
    eyebrow: "Security of your backups",
    title: "Designed for the day an attacker has your admin password",
    intro:
      "Backups are the last line of defense, so we protect them from the people who have already beaten the first ones.",
  },
  callout: {
    value: "72 h",
    text: "The wait on every request to delete backups or shorten retention, after a second administrator approves it. Every admin is alerted, and we call you before it runs.",
  },
  items: [
    {
      icon: "lock",
      title: "AES-256 client-side encryption",
      text: "Data is encrypted with AES-256-GCM on your machines before upload and travels over TLS 1.3. Our storage only ever holds ciphertext.",
    },
    {
      icon: "key",
      title: "Keys per client, or your own",
      text: "Each client tenant gets its own data keys, wrapped by a master key held in a hardware security module. Enterprise can bring its own key from AWS KMS or Azure Key Vault.",
    },
    {
      icon: "shield-check",
      title: "Object lock in compliance mode",
      text: "The second-region copy is locked at the storage layer for its retention period. Not you, not an attacker with your credentials, and not our own administrators can delete or shorten it.",
    },
    {
      icon: "bell",
      title: "MFA-protected deletion with a 72-hour delay",
      text: "Removing a protected machine or cutting retention needs a second administrator to approve with a passkey or MFA, then waits 72 hours before anything is deleted.",
    },
    {
      icon: "users",
      title: "Tenant isolation",
      text: "Every client has its own keys, storage buckets and recovery networks. Restored machines boot in isolated networks that cannot reach any other tenant.",
    },
    {
      icon: "document",
      title: "Audited, and honest about it",
      text: "Every console action lands in an append-only audit log. Our SOC 2 Type II audit is in progress, with the report expected in Q2 2027.",
    },
  ],
} satisfies SplitPointsProps;

/** Per-unit prices of a tier, in display order. */
function tierPrices(tier: TierPricing): PricingTier["prices"] {
  return [
    { amount: formatUsd(tier.perServerCents), unit: "per server / month" },
    { amount: formatUsd(tier.perEndpointCents), unit: "per endpoint / month" },
    { amount: formatUsd(tier.perTbCents), unit: "per TB retained / month" },
  ];
}

/** What each tier includes beyond its prices, keyed by tier id. */
const tierDetails = {
  essentials: {
    tagline: "For small offices that need locked, off-site copies and a tested way back.",
    objectives: [
      { label: "Server RPO", value: "1 hour" },
      { label: "Endpoint RPO", value: "4 hours" },
      { label: "Server RTO", value: "4 h, cloud restore" },
      { label: "Immutable retention", value: "30 days" },
    ],
    features: [
      "Object-locked copy in a second region",
      "Weekly automated restore test per server",
      "File, folder and full-image restores",
      "Business-hours support, 4-hour response",
    ],
    action: { label: "Start with Essentials", href: "/contact" },
  },
  pro: {
    tagline: "For MSPs and businesses that must be running again within the hour, every time.",
    highlight: "Most chosen",
    objectives: [
      { label: "Server RPO", value: "15 minutes" },
      { label: "Endpoint RPO", value: "1 hour" },
      { label: "Server RTO", value: "Under 15 min" },
      { label: "Immutable retention", value: "90 days" },
    ],
    features: [
      "Instant virtual boot in our recovery cloud",
      "Nightly restore tests with screenshots",
      "Ransomware detection during backup",
      "Multi-tenant console, white-label reports",
      "24/7 recovery desk, 30-minute response",
    ],
    action: { label: "Choose Pro", href: "/contact" },
  },
  enterprise: {
    tagline: "For larger estates, regulated data and whole-site failover.",
    objectives: [
      { label: "Server RPO", value: "5 minutes" },
      { label: "Endpoint RPO", value: "1 hour" },
      { label: "Server RTO", value: "Under 15 min, whole site" },
      { label: "Immutable retention", value: "1 year, up to 7" },
    ],
    features: [
      "Orchestrated site failover with runbooks",
      "Bring your own key (AWS KMS, Azure Key Vault)",
      "Named recovery engineer, quarterly DR drill",
      "Financially backed SLA with service credits",
      "24/7 recovery desk, 15-minute response",
    ],
    action: { label: "Talk to sales about Enterprise", href: "/contact" },
  },
} as const satisfies Record<TierId, Omit<PricingTier, "name" | "prices" | "minimum">>;

export const shadowCradlePricing = {
  id: "pricing",
  heading: {
    eyebrow: "Pricing",
    title: "Transparent prices, per machine and per terabyte",
    intro: `Pay for what you protect, in ${PRICE_CURRENCY}, month to month. Every tier includes the immutable second-region copy: it is the point of the product, not an upsell.`,
  },
  tiers: shadowCradleTiers.map((tier): PricingTier => ({
    name: tier.name,
    prices: tierPrices(tier),
    minimum: `Minimum ${formatUsd(tier.minimumCents)} a month`,
    ...tierDetails[tier.id],
  })),
  notes: [
    "Prices in US dollars per month, billed monthly on actual usage. No setup fees and no annual contract; cancel with 30 days' notice.",
    "Storage is measured in our cloud after compression and deduplication, averaged over the month. The second-region copy is included.",
    "Cloud runtime in a real disaster is included for up to 30 days per incident; restore tests never count against it.",
    "MSP partners protecting 250 or more endpoints or 50 or more servers get volume pricing on request.",
  ],
} satisfies PricingTiersProps;

/** The unit prices under each plan in the calculator. */
const tierUnitPrices = (tier: TierPricing) => [
  `${formatUsd(tier.perServerCents)} / server`,
  `${formatUsd(tier.perEndpointCents)} / endpoint`,
  `${formatUsd(tier.perTbCents)} / TB`,
];

const lineLabels = {
  endpoints: { label: "Endpoints", unit: "" },
  servers: { label: "Servers", unit: "" },
  storageTb: { label: "Storage", unit: " TB" },
} as const satisfies Record<Quantity, { label: string; unit: string }>;

const isTierId = (id: string): id is TierId => shadowCradleTiers.some((tier) => tier.id === id);

/** The calculator's default estimate, also the one the prerendered page shows. */
export const calculatorDefaults = {
  tier: "pro",
  values: { endpoints: 50, servers: 10, storageTb: 5 },
} as const satisfies { tier: TierId; values: Record<Quantity, number> };

export const shadowCradleCalculator = {
  id: "calculator-title",
  heading: {
    eyebrow: "Estimate",
    title: `What would ${name} cost you each month?`,
    intro:
      "Enter the machines and data you want to protect. The estimate uses the list prices above and updates as you type.",
  },
  tierLegend: "Plan",
  tiers: shadowCradleTiers.map((tier) => ({
    id: tier.id,
    name: tier.name,
    details: tierUnitPrices(tier),
  })),
  fields: [
    {
      key: "endpoints",
      label: "Laptops and desktops",
      hint: "Windows or macOS endpoints, 0 to 5,000.",
      ...quantityLimits.endpoints,
    },
    {
      key: "servers",
      label: "Servers, physical or virtual",
      hint: "Each protected server, 0 to 500.",
      ...quantityLimits.servers,
    },
    {
      key: "storageTb",
      label: "Retained data (TB)",
      hint: "After compression, in steps of 0.5. A typical server keeps about 0.5 TB.",
      ...quantityLimits.storageTb,
    },
  ],
  defaults: calculatorDefaults,
  estimate: (tierId, values) => {
    const tier = isTierId(tierId) ? tierId : calculatorDefaults.tier;
    const estimate = estimateMonthlyCost({
      tier,
      endpoints: values.endpoints ?? 0,
      servers: values.servers ?? 0,
      storageTb: values.storageTb ?? 0,
    });
    return {
      total: formatUsd(estimate.totalCents),
      lines: estimate.lines.map((line) => ({
        label: lineLabels[line.quantity].label,
        detail: `${formatNumber(line.count)}${lineLabels[line.quantity].unit} × ${formatUsd(line.unitCents)}`,
        amount: formatUsd(line.amountCents),
      })),
      note: estimate.minimumApplied
        ? `Usage comes to ${formatUsd(estimate.usageCents)}, below the ${tierById(tier).name} minimum of ${formatUsd(estimate.minimumCents)}, so the minimum applies.`
        : undefined,
    };
  },
  errorMessage: (field, error) => {
    switch (error) {
      case "empty":
        return "Enter a number; use 0 for none.";
      case "not-a-number":
        return "Enter digits only, for example 25.";
      case "below-min":
        return `Enter ${field.min} or more.`;
      case "above-max":
        return `Enter ${formatNumber(field.max)} or fewer; for larger estates, ask us for a quote.`;
      case "step":
        return field.step < 1 ? "Use whole or half terabytes, like 2.5." : "Use a whole number.";
    }
  },
  totalLabel: "Estimated monthly total",
  totalSuffix: "per month",
  invalidText: "Fix the highlighted values to see an estimate.",
  footnote:
    "List price before tax and partner discounts. Your invoice follows actual usage each month.",
  actions: [{ label: "Get a written quote", href: "/contact" }],
} satisfies CostCalculatorProps;

export const shadowCradleFaq = {
  id: "faq-title",
  muted: true,
  heading: {
    eyebrow: "Questions",
    title: `${name} questions we hear every week`,
  },
  items: [
    {
      question: "Can ransomware or a rogue administrator delete my backups?",
      answer: [
        "Not the copy that matters. The second-region copy sits under object lock in compliance mode, which the storage itself enforces until the retention period ends: no credential, including ours, can remove it early.",
        "Deleting a machine's backups or shortening retention also needs a second administrator's approval with a passkey or MFA, then waits 72 hours while every admin is alerted.",
      ],
    },
    {
      question: "Where is my data stored?",
      answer: [
        "In two US regions you choose from US East, US Central and US West, at least 250 miles apart. Data never leaves those regions without your written consent.",
      ],
    },
    {
      question: "Which systems can it protect?",
      answer: [
        "Windows Server 2016 to 2025, Windows 10 and 11, macOS 13 or later, and Ubuntu, Debian and Red Hat Enterprise Linux servers, physical or virtual. SQL Server and Exchange get application-aware restores.",
        "Microsoft 365 mailboxes and OneDrive are on the roadmap for Q1 2027.",
      ],
    },
    {
      question: "How do the nightly restore tests work?",
      answer: [
        "After each night's backup we boot the latest restore point of every server in an isolated network, wait for the login screen, check the services you choose (a database online, a website answering), and shut it down.",
        "The morning report shows each result with a screenshot. A failed test opens a ticket that an engineer works before 8 a.m. your time.",
      ],
    },
    {
      question: "What happens to my data if I leave?",
      answer: [
        "You can export full images in VHDX or raw format at any time. After you cancel, your tenant stays readable for 60 days; then the data is deleted as each object lock expires, and we send you a deletion certificate.",
      ],
    },
    {
      question: "How long does onboarding take?",
      answer: [
        "Most MSPs protect their first client the same day: deploy the agent through your RMM, pick a policy, and the first full backup seeds over the network. For more than 5 TB we ship an encrypted seeding drive.",
      ],
    },
    {
      question: "Is there a free trial?",
      answer: [
        "Yes: a 30-day pilot for up to 10 servers at no charge, with an engineer on your onboarding call. Or start smaller and ask us to test-restore one critical server for free.",
      ],
    },
  ],
} satisfies FaqProps;

export const shadowCradleCta = {
  id: "shadowcradle-cta-title",
  title: "Watch your own server boot in our cloud",
  text: "Pick one critical machine. We protect it, run a restore test and walk you through the screenshot and the timings within a week. Free, and no sales pitch before the data.",
  actions: [
    { label: "Book a test restore", href: "/contact" },
    {
      label: "E-mail our sales team",
      href: `mailto:${site.email.sales}?subject=${encodeURIComponent(`${name} test restore`)}`,
    },
  ],
  note: {
    text: "Under attack right now? Our 24/7 incident line:",
    link: { label: site.phone.incident.display, href: `tel:${site.phone.incident.tel}` },
  },
} satisfies CtaBannerProps;

/** Schema.org offers: every tier's unit prices, in dollars. */
export const shadowCradleOffers = shadowCradleTiers.flatMap((tier) =>
  (
    [
      ["per server per month", tier.perServerCents],
      ["per endpoint per month", tier.perEndpointCents],
      ["per TB retained per month", tier.perTbCents],
    ] as const
  ).map(([unit, cents]) => ({
    name: `${name} ${tier.name}, ${unit}`,
    price: cents / 100,
    priceCurrency: PRICE_CURRENCY,
  })),
);
