/**
 * Copy of the industry pages: the /industries overview, the three full pages (MSP, enterprise,
 * consumer) and the two preview pages marked Soon (healthcare, financial). Names, summaries and
 * coming-soon links come from the industry catalogue, products from the product catalogue.
 */
import type { IconName } from "~/components/ui/icon";
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import type { Crumb } from "~/sections/breadcrumbs";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { FeatureGridProps } from "~/sections/feature-grid";
import type { IndustryCard, IndustryCardsProps } from "~/sections/industry-cards";
import type { IndustryPageProps } from "~/sections/industry-page";
import type { NotifySectionProps } from "~/sections/notify-form";
import type { PageHeaderProps } from "~/sections/page-header";
import type { ProductCard } from "~/sections/product-family";

import { industries } from "./industries";
import { productCard, products } from "./products";
import { notifyAction, notifyFormCopy } from "./signup-forms";
import { site } from "./site";

type Industry = (typeof industries)[number];
type IndustrySlug = Industry["slug"];
type Product = (typeof products)[number];
type ProductSlug = Product["slug"];

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

const homeCrumb: Crumb = { name: "Home", path: "/home" };
const industriesCrumb: Crumb = { name: "Industries", path: "/industries" };

const trailFor = (industry: Industry): readonly Crumb[] => [
  homeCrumb,
  industriesCrumb,
  { name: industry.name, path: industryPagePath(industry.slug) },
];

/** A product card with the reason it fits this audience in place of its generic summary. */
const productFit = (slug: ProductSlug, reason: string): ProductCard =>
  productCard(bySlug(products, slug), reason);

const shadowCradle = bySlug(products, "shadowcradle");
const availableLabel = "Available now";
const allProducts = { label: "View all products", href: "/products" };
const incidentNote = {
  text: "Dealing with an incident right now? Our 24/7 line:",
  link: { label: site.phone.incident.display, href: `tel:${site.phone.incident.tel}` },
};
/** The preview pages' notify-me band, for the program of `industry`. */
const notifyBand = (
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
const notifyAnchor = (industry: Industry) => `#${industry.slug}-notify-title`;

const measuredNote =
  "Trailing twelve-month figures from our own service reporting. Ask us how each one is counted and we will show you.";

// ── /industries ──────────────────────────────────────────────────────────────────────────────

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

// ── /industries/msp ──────────────────────────────────────────────────────────────────────────

const msp = bySlug(industries, "msp");

export const mspPage = {
  meta: {
    title: "Backup and security for MSPs",
    description: `White-label ${shadowCradle.name} backup, an after-hours analyst desk and month-to-month partner terms for managed service providers.`,
  },
  path: industryPagePath(msp.slug),
  trail: trailFor(msp),
  sections: {
    header: {
      id: "msp-title",
      trail: trailFor(msp),
      eyebrow: `For ${msp.name.toLowerCase()}`,
      title: "Backup and security your clients can see working",
      lead: `White-label ${shadowCradle.name} backup, an after-hours analyst desk and partner terms built for MSPs with 20 to 500 clients. You keep the client relationship; we keep the restores tested and the alerts answered.`,
      actions: [
        { label: "Become a partner", href: "/contact" },
        { label: `See ${shadowCradle.name}`, href: shadowCradle.href },
      ],
      facts: {
        title: "Partner program at a glance",
        items: [
          { label: "Contract", value: "Month to month, no seat minimum" },
          { label: "Billing", value: "Per protected server, itemized per client" },
          { label: "After-hours desk", value: "18:00–08:00 and weekends, 14 min median response" },
          { label: "Restore tests", value: "Every protected server, every night" },
          { label: "Branding", value: "Your logo and domain on every client report" },
        ],
      },
    },
    pains: {
      id: "msp-pains-title",
      muted: true,
      heading: {
        eyebrow: "What we hear from MSPs",
        title: "The work that quietly eats your margin",
        intro:
          "None of these show up on a quote, and all of them show up on the day a client calls in a panic.",
      },
      items: [
        {
          icon: "refresh",
          title: "Backups that report success and restore nothing",
          text: "A green check mark says the job ran, not that the server boots. Most MSPs find out during an outage, with the client on the phone.",
        },
        {
          icon: "clock",
          title: "Nights and weekends with nobody watching",
          text: "A five-person team cannot staff a 24/7 desk, but ransomware crews schedule their work for Friday at 11 p.m.",
        },
        {
          icon: "server",
          title: "Twenty consoles for twenty tools",
          text: "Every vendor has its own portal, its own invoice and its own report that someone has to reformat before a client sees it.",
        },
        {
          icon: "document",
          title: "Clients asking for proof",
          text: "Cyber-insurance renewals and client audits want evidence of tested backups and MFA, and gathering it by hand takes days per client.",
        },
      ],
    },
    offer: {
      id: "msp-offer-title",
      heading: {
        eyebrow: "What we offer",
        title: "A back office you can put your name on",
        intro:
          "Take the pieces you need. Each comes with written runbooks, a named partner engineer and reports that carry your brand, not ours.",
      },
      items: [
        {
          icon: "database",
          title: "White-label backup",
          text: `${shadowCradle.name} under your brand: your logo on the console, restore reports and client e-mails, with billing per client.`,
        },
        {
          icon: "pulse",
          title: "After-hours escalation desk",
          text: "Our analysts take your alerts from 6 p.m. to 8 a.m. and all weekend, contain what they can under your runbooks and hand over with notes.",
        },
        {
          icon: "refresh",
          title: "Nightly restore tests",
          text: "Every protected server boots in an isolated network each night; a screenshot and a pass or fail reach your ticketing system by morning.",
        },
        {
          icon: "bolt",
          title: "Disaster recovery on call",
          text: "When a client site goes down, we boot its servers in our cloud and stay on the bridge call until they fail back.",
        },
        {
          icon: "document",
          title: "Evidence for insurers",
          text: "Per-client reports of backup coverage, restore results and MFA status, laid out the way cyber-insurance questionnaires ask.",
        },
        {
          icon: "users",
          title: "Co-managed onboarding",
          text: "We migrate the first ten servers alongside your engineers, write the runbooks together and train your team on recovery.",
        },
        {
          icon: "chart",
          title: "Pricing that leaves margin",
          text: "Per-server pricing with partner discounts from the first seat, so every new client is profitable from the first invoice.",
        },
        {
          icon: "key",
          title: "Your own house in order",
          text: "Attackers target the MSP to reach every client. We harden your remote-management, ticketing and admin accounts first.",
        },
      ],
    },
    products: {
      id: "msp-products-title",
      heading: {
        eyebrow: "Products that fit",
        title: "Built with partners, for partners",
        intro: `${shadowCradle.name} is available today. The rest of the family ships to MSP design partners first, and each product is multi-tenant from day one.`,
      },
      items: [
        productFit(
          "shadowcradle",
          "The core of the partner program: one multi-tenant console, per-client billing, immutable copies and instant virtual restore.",
        ),
        productFit(
          "monitora",
          "Our analysts triage your monitoring alerts before anyone on your team is woken, with fixes for common faults run automatically.",
        ),
        productFit(
          "firecradle",
          "Write one firewall policy, push it to every client site and roll back a bad change in one click.",
        ),
        productFit(
          "deployyx",
          "Zero-touch laptops and patch rings with automatic rollback, reported per client and per device.",
        ),
        productFit(
          "checkdns",
          "Catch a broken SPF record or an expiring certificate across every client domain before the mail bounces.",
        ),
      ],
      availableLabel,
      more: allProducts,
    },
    proof: {
      id: "msp-proof-title",
      heading: {
        eyebrow: "Proof",
        title: "What partners measure after the first quarter",
      },
      stats: [
        {
          value: "99.7%",
          label: "of nightly restore tests on partner clients pass the first time",
        },
        { value: "14 min", label: "median time from an after-hours alert to a named analyst" },
        {
          value: "6 h",
          label: "saved per client each quarter on insurance and audit evidence, partners report",
        },
        { value: "2 days", label: "typical time from partner agreement to first protected client" },
      ],
      quote: {
        quote:
          "Our clients get a restore screenshot every morning with our logo on it. That report has closed more renewals for us than any sales deck we ever made.",
        role: "Managing director",
        organization: "Managed service provider, 22 staff, 140 clients",
      },
      note: measuredNote,
    },
    cta: {
      id: "msp-cta-title",
      title: "Bring one client. See the report with your logo on it.",
      text: `Send us one client's server list. We will run a free test restore of a critical machine in our cloud and send you the white-label report, so you can judge ${shadowCradle.name} on your own data.`,
      actions: [
        { label: "Book a partner demo", href: "/contact" },
        { label: `How ${shadowCradle.name} works`, href: shadowCradle.href },
      ],
      note: incidentNote,
    },
  },
} satisfies IndustryPageContent;

// ── /industries/enterprise ───────────────────────────────────────────────────────────────────

const enterprise = bySlug(industries, "enterprise");

export const enterprisePage = {
  meta: {
    title: "Enterprise recovery, detection and compliance",
    description:
      "Recovery tested against your RTOs, 24/7 managed detection and continuous audit evidence for enterprises with 250 to 10,000 employees.",
  },
  path: industryPagePath(enterprise.slug),
  trail: trailFor(enterprise),
  sections: {
    header: {
      id: "enterprise-title",
      trail: trailFor(enterprise),
      eyebrow: "For enterprise IT and security teams",
      title: "Recovery you can prove and detection that never sleeps",
      lead: "For organizations with 250 to 10,000 employees across several sites: recovery plans tested against the time targets you sign, managed detection across endpoints, identity and cloud, and audit evidence collected as a by-product instead of a project.",
      actions: [
        { label: "Talk to an enterprise architect", href: "/contact" },
        { label: "How we support compliance", href: "/compliance" },
      ],
      facts: {
        title: "An engagement at a glance",
        items: [
          { label: "Detection", value: "24/7 across endpoint, identity, e-mail and cloud" },
          { label: "Critical alerts", value: "Named analyst in 14 min (median)" },
          { label: "Recovery tests", value: "Tier-1 applications, timed, every quarter" },
          { label: "Incident hotline", value: "Responder on the call within 1 hour, 24/7" },
          { label: "Governance", value: "Monthly service review with a named manager" },
        ],
      },
    },
    pains: {
      id: "enterprise-pains-title",
      muted: true,
      heading: {
        eyebrow: "What we hear from IT leaders",
        title: "The gaps that only show up on a bad day",
        intro:
          "Large estates rarely fail for lack of tools. They fail where nobody has tested, nobody is watching or nobody owns the system.",
      },
      items: [
        {
          icon: "clock",
          title: "Recovery plans nobody has run",
          text: "The disaster-recovery plan was written for an audit three years ago. Nobody knows whether the ERP comes back in four hours or four days.",
        },
        {
          icon: "pulse",
          title: "More alerts than people",
          text: "Endpoint, identity and cloud tools raise hundreds of alerts a week, and the one that matters arrives at 3 a.m. on a Sunday.",
        },
        {
          icon: "document",
          title: "Audits that stop the team for a month",
          text: "Every SOC 2 or ISO 27001 cycle pulls engineers off projects to screenshot settings and chase evidence owners.",
        },
        {
          icon: "building",
          title: "Estates that grew by acquisition",
          text: "Three directories, two backup products and a site nobody has visited since the merger: risk hides where ownership is unclear.",
        },
      ],
    },
    offer: {
      id: "enterprise-offer-title",
      heading: {
        eyebrow: "What we offer",
        title: "Run by us, owned by you",
        intro:
          "Every service comes with named engineers, runbooks you approve and reporting your board and auditors can read.",
      },
      items: [
        {
          icon: "pulse",
          title: "Managed detection and response",
          text: "Analysts triage endpoint, identity, e-mail and cloud alerts 24/7 and contain threats under playbooks you approve.",
        },
        {
          icon: "database",
          title: "Immutable backup at scale",
          text: "Object-locked copies in a second region for physical servers, virtual machines, cloud mailboxes and file shares.",
        },
        {
          icon: "refresh",
          title: "Recovery tests against your RTOs",
          text: "Tier-1 applications restored end to end in an isolated network every quarter, timed against the targets you sign off.",
        },
        {
          icon: "bolt",
          title: "Incident response retainer",
          text: "A 24/7 hotline, a responder within one hour, forensic triage and a written report fit for your board and insurer.",
        },
        {
          icon: "document",
          title: "Audit evidence, continuously",
          text: "Evidence for SOC 2, ISO 27001 and HIPAA controls gathered monthly from the systems we run, filed by control.",
        },
        {
          icon: "key",
          title: "Identity hardening",
          text: "Phishing-resistant MFA, tiered privileged access and quarterly access reviews across every directory you run.",
        },
        {
          icon: "shield",
          title: "Network and edge",
          text: "Firewall management, segmentation of production and plant networks, and remote access without exposed ports.",
        },
        {
          icon: "compass",
          title: "Fractional CISO",
          text: "A named senior adviser for your risk register, board reporting and security roadmap, two days a month.",
        },
      ],
    },
    products: {
      id: "enterprise-products-title",
      heading: {
        eyebrow: "Products that fit",
        title: "Products for estates you run yourself",
        intro: `${shadowCradle.name} protects enterprise servers today. The products marked Soon are in testing with enterprise design partners.`,
      },
      items: [
        productFit(
          "shadowcradle",
          "Immutable copies of every physical and virtual server, with tier-1 applications booted in our cloud when a site is lost.",
        ),
        productFit(
          "vcradle",
          "Snapshots, replication and clean-room recovery for your own hypervisor clusters, checked against CIS benchmarks.",
        ),
        productFit(
          "authnox",
          "Passkeys, single sign-on and quarterly access reviews with the evidence auditors ask for.",
        ),
        productFit(
          "monitora",
          "One view of uptime, performance and logs across every site, with analysts behind the alerts.",
        ),
        productFit(
          "firecradle",
          "One firewall policy for every branch, with change history and one-click rollback.",
        ),
      ],
      availableLabel,
      more: allProducts,
    },
    proof: {
      id: "enterprise-proof-title",
      heading: {
        eyebrow: "Proof",
        title: "Numbers we report to enterprise customers every month",
      },
      stats: [
        {
          value: "14 min",
          label: "median time from a critical alert to a named analyst working it",
        },
        {
          value: "97%",
          label: "of quarterly recovery tests met the customer's signed RTO on the first attempt",
        },
        {
          value: "3 h 10 min",
          label: "median measured recovery time for a tier-1 application last quarter",
        },
        { value: "< 1 h", label: "from a call to the incident line to a responder on the bridge" },
      ],
      quote: {
        quote:
          "Our last ISO 27001 surveillance audit took two days of preparation instead of three weeks. The evidence was already filed by control, and the recovery test report answered the auditor's questions before she asked them.",
        role: "Head of IT",
        organization: "Manufacturing group, 4 sites, 1,800 employees",
      },
      note: measuredNote,
    },
    cta: {
      id: "enterprise-cta-title",
      title: "Find out your real recovery time",
      text: "Pick one tier-1 application with us. We will restore it in an isolated network and report the measured time against your target within two weeks, at no charge.",
      actions: [
        { label: "Book a recovery test", href: "/contact" },
        { label: "How we support compliance", href: "/compliance" },
      ],
      note: incidentNote,
    },
  },
} satisfies IndustryPageContent;

// ── /industries/consumer ─────────────────────────────────────────────────────────────────────

const consumer = bySlug(industries, "consumer");

export const consumerPage = {
  meta: {
    title: "Home and family security",
    description:
      "A home security check, family backups that restore and a real person to call after a scam or hack, explained in plain English.",
  },
  path: industryPagePath(consumer.slug),
  trail: trailFor(consumer),
  sections: {
    header: {
      id: "consumer-title",
      trail: trailFor(consumer),
      eyebrow: "For households and home offices",
      title: "Security for your family, explained in plain English",
      lead: "A real person who sets up backups that actually restore, locks down your accounts and router, and picks up the phone after a scam, a hack or a breach notice. No jargon, no upselling, no forty-page manual.",
      actions: [
        { label: "Book a home security check", href: "/contact" },
        { label: "Call our 24/7 scam line", href: `tel:${site.phone.incident.tel}` },
      ],
      facts: {
        title: "The household plan at a glance",
        items: [
          { label: "Price", value: "$29 a month for up to five people" },
          { label: "Home security check", value: "90 minutes, at home or by video" },
          { label: "Backups", value: "Every laptop and phone, restore-tested twice a year" },
          { label: "Everyday questions", value: "Same-day callback from a named technician" },
          {
            label: "After a scam or hack",
            value: "24/7 line, accounts locked down within the hour",
          },
        ],
        note: "Cancel any month. The home check is yours to keep either way.",
      },
    },
    pains: {
      id: "consumer-pains-title",
      muted: true,
      heading: {
        eyebrow: "What we see in most homes",
        title: "Small gaps that turn into bad weeks",
        intro:
          "We have checked more than 1,200 homes. The same four problems come up in almost every one.",
      },
      items: [
        {
          icon: "lock",
          title: "One password, reused everywhere",
          text: "When one shopping site leaks, the same password opens e-mail, banking and the family photo account.",
        },
        {
          icon: "database",
          title: "Photos that live on one laptop",
          text: "Fifteen years of family pictures on a single drive, and the backup is a phone sync nobody has checked.",
        },
        {
          icon: "phone",
          title: "Scams that sound like your bank",
          text: "Fraud calls and texts now quote real account details. By the time it feels wrong, the money or the login is gone.",
        },
        {
          icon: "home",
          title: "A router nobody has touched",
          text: "Default admin password, years-old firmware, and the smart doorbell on the same network as the work laptop.",
        },
      ],
    },
    offer: {
      id: "consumer-offer-title",
      heading: {
        eyebrow: "What we offer",
        title: "Four things, done properly",
        intro:
          "Everything is done with you, not to you: we explain each change and leave a one-page plan on the fridge.",
      },
      items: [
        {
          icon: "search",
          title: "Home security check",
          text: "We go through every device, account and the router with you, fix what we can on the spot and write down the rest.",
        },
        {
          icon: "database",
          title: "Backups that restore",
          text: "Photos, documents and laptops copied to encrypted off-site storage, with a test restore twice a year.",
        },
        {
          icon: "key",
          title: "Accounts locked down",
          text: "A password manager for the whole family, and passkeys or two-step sign-in on e-mail, banking and shopping.",
        },
        {
          icon: "phone",
          title: "Someone to call",
          text: "A named technician for everyday questions, and a 24/7 line after a scam, a hack or a breach notice.",
        },
      ],
    },
    products: {
      id: "consumer-products-title",
      heading: {
        eyebrow: "Products that fit",
        title: "What households use",
        intro:
          "Household backups run on the same storage that protects our business clients. More for families is on the way.",
      },
      items: [
        productFit(
          "shadowcradle",
          "Your family's backups sit on the same immutable, second-region storage that protects our business clients.",
        ),
        productFit(
          "profileguardian",
          "Alerts when your e-mail or phone number shows up in a breach, and data-broker removals sent for you.",
        ),
        productFit(
          "checkdns",
          "For home offices with their own domain: know when mail stops arriving, or when someone spoofs your address.",
        ),
      ],
      availableLabel,
      more: allProducts,
    },
    proof: {
      id: "consumer-proof-title",
      heading: {
        eyebrow: "Proof",
        title: "What happens in the homes we look after",
      },
      stats: [
        { value: "1,200+", label: "home security checks completed since 2023" },
        {
          value: "2 in 3",
          label: "homes we check have a router with a default or reused password",
        },
        {
          value: "38 min",
          label: "median time from a scam call to our line to accounts locked down",
        },
        { value: "4 h", label: "median weekday wait for a callback from a named technician" },
      ],
      quote: {
        quote:
          "Someone had my e-mail password and was resetting my accounts one by one. They stayed on the phone until every account was back in my hands, then set up my parents the same way.",
        role: "Retired teacher",
        organization: "Household customer",
      },
      note: measuredNote,
    },
    cta: {
      id: "consumer-cta-title",
      title: "Start with a 90-minute home security check",
      text: `We go through your devices, accounts and router with you, by video or in person around ${site.address.city}, and you keep the written plan whether or not you sign up.`,
      actions: [{ label: "Book a home security check", href: "/contact" }],
      note: {
        text: "Scammed or hacked right now? Call us any time:",
        link: { label: site.phone.incident.display, href: `tel:${site.phone.incident.tel}` },
      },
    },
  },
} satisfies IndustryPageContent;

// ── /industries/healthcare (preview, Soon) ───────────────────────────────────────────────────

const healthcare = bySlug(industries, "healthcare");

export const healthcarePage = {
  meta: {
    title: "Healthcare security program (preview)",
    description:
      "Preview of our healthcare program: HIPAA Security Rule safeguards, HITECH breach notification, and a BAA for every engagement that touches ePHI.",
  },
  path: industryPagePath(healthcare.slug),
  trail: trailFor(healthcare),
  sections: {
    header: {
      id: "healthcare-title",
      trail: trailFor(healthcare),
      eyebrow: "Healthcare program",
      soon: true,
      title: `${site.brand} for ${healthcare.name}: security built around patient data`,
      lead: "We are preparing a program for clinics, dental and specialty practice groups and the MSPs that support them: ransomware-proof copies of EHR and imaging systems, access controls mapped to the HIPAA Security Rule, and breach-ready runbooks. Design partners are onboarding now.",
      actions: [
        { label: "Get notified at launch", href: notifyAnchor(healthcare) },
        { label: "Talk to us today", href: "/contact" },
      ],
      facts: {
        title: "Program status",
        items: [
          { label: "Stage", value: "Design partners, six practices" },
          { label: "General availability", value: "Planned for Q2 2027" },
          { label: "Business Associate Agreement", value: "Signed for every ePHI engagement" },
          { label: "Available today", value: `${shadowCradle.name} and managed detection` },
        ],
      },
    },
    regulations: {
      id: "healthcare-regulations-title",
      muted: true,
      heading: {
        eyebrow: "Regulations covered",
        title: "What HIPAA and HITECH ask, and how we will cover it",
        intro:
          "The program maps every service to the rule it supports, so your risk analysis and your auditor see the same picture.",
      },
      commitment: {
        title: "Our BAA stance.",
        text: "We sign a BAA for every engagement that touches ePHI, before any data moves, and we hold every subprocessor that could see it to the same terms.",
      },
      items: [
        {
          name: "HIPAA Security Rule: administrative safeguards",
          reference: "45 CFR § 164.308",
          requirement:
            "Risk analysis and risk management, workforce security, security awareness training, a contingency plan with data backup and disaster recovery, and periodic evaluation.",
          coverageLabel: "How we will cover it",
          coverage: [
            "A yearly risk analysis with a risk register you own",
            "A contingency plan with backup, disaster-recovery and emergency-mode procedures, tested every quarter",
            "Security awareness training and phishing simulations with completion records",
          ],
        },
        {
          name: "HIPAA Security Rule: physical safeguards",
          reference: "45 CFR § 164.310",
          requirement:
            "Facility access controls, workstation use and security, and device and media controls, including disposal and re-use of equipment that held ePHI.",
          coverageLabel: "How we will cover it",
          coverage: [
            "A device inventory with the encryption status of every workstation and laptop",
            "Media sanitization records whenever a drive is wiped or destroyed",
            "Backup copies held only in data centers with independently audited physical controls",
          ],
        },
        {
          name: "HIPAA Security Rule: technical safeguards",
          reference: "45 CFR § 164.312",
          requirement:
            "Unique user IDs, emergency access, automatic logoff, encryption, audit controls, integrity controls, person or entity authentication and transmission security.",
          coverageLabel: "How we will cover it",
          coverage: [
            "MFA on every account that can reach ePHI, with passkeys wherever the EHR allows them",
            "Audit logs from EHR, directory and firewalls, searchable for a year and archived for six",
            "AES-256 at rest and TLS 1.2 or higher in transit for every backup copy",
          ],
        },
        {
          name: "HITECH Act breach notification",
          reference: "HITECH Act § 13402 · 45 CFR §§ 164.400–414",
          requirement:
            "Notify affected individuals without unreasonable delay and within 60 days of discovering a breach of unsecured PHI, notify HHS, and notify the media when more than 500 residents of a state are affected.",
          coverageLabel: "How we will cover it",
          coverage: [
            "A breach-response runbook with the four-factor risk assessment laid out",
            "A forensic timeline of what was accessed, ready for the notification letters",
            "Encryption that meets HHS guidance, so a lost laptop need not be a reportable breach",
          ],
        },
      ],
    },
    plan: {
      id: "healthcare-plan-title",
      heading: {
        eyebrow: "What is planned",
        title: "The program, milestone by milestone",
        intro:
          "Built with six design-partner practices. Each milestone ships to them first and to everyone at general availability.",
      },
      items: [
        {
          icon: "users",
          title: "Design-partner program",
          status: "Underway",
          tone: "progress",
          text: "Six practices, from a three-dentist office to a 40-provider specialty group, are shaping the runbooks and reports with us.",
        },
        {
          icon: "database",
          title: "EHR and imaging backup profiles",
          status: "Q1 2027",
          tone: "planned",
          text: "Application-aware backup and nightly restore tests for EHR databases and imaging archives, timed against your downtime procedures.",
        },
        {
          icon: "document",
          title: "HIPAA evidence pack",
          status: "Q1 2027",
          tone: "planned",
          text: "Risk analysis, contingency-plan test results and access reviews exported as one package for auditors and cyber insurers.",
        },
        {
          icon: "key",
          title: "Shared-workstation sign-in",
          status: "Q2 2027",
          tone: "planned",
          text: "Tap-and-go MFA for shared clinical workstations, so security does not cost clinicians time between patients.",
        },
        {
          icon: "bolt",
          title: "Breach-response retainer",
          status: "Q2 2027",
          tone: "planned",
          text: "A healthcare incident retainer with counsel-ready forensic reports and the HITECH notification clock built in.",
        },
        {
          icon: "shield-check",
          title: "General availability",
          status: "Q2 2027",
          tone: "planned",
          text: "Open to every practice, priced per provider, with the BAA included in the standard agreement.",
        },
      ],
      note: "Dates are targets, not promises. Design partners hear about any change first.",
    },
    notify: notifyBand(healthcare, {
      program: "healthcare",
      points: [
        "One e-mail, on the day enrollment opens",
        "Pricing per provider, with the BAA in the standard agreement",
        "No newsletter unless you sign up for one",
      ],
      summary: "Forwarding this to your practice manager? The one-page summary:",
    }),
    products: {
      id: "healthcare-products-title",
      heading: {
        eyebrow: "Products that fit",
        title: "What healthcare teams can use",
        intro: `No need to wait for the program: ${shadowCradle.name} and our managed services already run under a BAA today.`,
      },
      items: [
        productFit(
          "shadowcradle",
          "Immutable, encrypted copies of EHR and practice-management servers, booted in our cloud during an outage.",
        ),
        productFit(
          "authnox",
          "Phishing-resistant sign-in and access reviews that map to the HIPAA technical safeguards.",
        ),
        productFit(
          "confidox",
          "Encrypted exchange of referrals and records with patients and other providers, with a full audit trail.",
        ),
      ],
      availableLabel,
      more: allProducts,
    },
    cta: {
      id: "healthcare-cta-title",
      title: "A HIPAA audit or a ransomware worry that cannot wait?",
      text: `You do not need the program for that: ${shadowCradle.name} and our managed detection already run under a BAA. An engineer replies within ${site.replyTime}.`,
      actions: [
        { label: "Talk to us today", href: "/contact" },
        { label: `See ${shadowCradle.name}`, href: shadowCradle.href },
      ],
      note: incidentNote,
    },
  },
} satisfies IndustryPageContent;

// ── /industries/financial (preview, Soon) ────────────────────────────────────────────────────

const financial = bySlug(industries, "financial");

export const financialPage = {
  meta: {
    title: "Financial services security (preview)",
    description:
      "Preview of our financial services program: PCI DSS 4.0, SOX ITGC, GLBA Safeguards Rule, DORA and NYDFS Part 500, with examiner-ready evidence.",
  },
  path: industryPagePath(financial.slug),
  trail: trailFor(financial),
  sections: {
    header: {
      id: "financial-title",
      trail: trailFor(financial),
      eyebrow: "Financial services program",
      soon: true,
      title: "Operational resilience for financial services, with the evidence to prove it",
      lead: "For community banks, credit unions, wealth managers, insurers and fintechs: recovery you can demonstrate to examiners, controls mapped to the rules you answer to, and ICT third-party records ready for your register. Design partners are onboarding now.",
      actions: [
        { label: "Get notified at launch", href: notifyAnchor(financial) },
        { label: "Talk to us today", href: "/contact" },
      ],
      facts: {
        title: "Program status",
        items: [
          { label: "Stage", value: "Design partners, four institutions" },
          { label: "General availability", value: "Planned for Q3 2027" },
          { label: "Frameworks", value: "PCI DSS 4.0, SOX ITGC, GLBA, DORA, NYDFS 500" },
          { label: "Available today", value: `${shadowCradle.name}, detection, readiness work` },
        ],
      },
    },
    regulations: {
      id: "financial-regulations-title",
      muted: true,
      heading: {
        eyebrow: "Regulations covered",
        title: "Five rulebooks, one set of controls",
        intro:
          "Most requirements overlap. We map each control once and show which rule it answers, so one piece of evidence serves several examiners.",
      },
      items: [
        {
          name: "PCI DSS 4.0",
          reference: "PCI Security Standards Council · v4.0.1, all requirements in force",
          requirement:
            "Protect cardholder data across twelve requirements, including MFA for all access into the cardholder data environment, targeted risk analyses and authenticated internal vulnerability scans.",
          coverageLabel: "How we will cover it",
          coverage: [
            "Scoping and segmentation testing of the cardholder data environment",
            "MFA into the cardholder data environment, with evidence per user",
            "Quarterly internal scans, and external scans coordinated with an approved scanning vendor",
          ],
        },
        {
          name: "SOX IT general controls",
          reference: "Sarbanes-Oxley Act § 404",
          requirement:
            "Show that systems feeding the financial statements are governed by effective controls over access, change management and computer operations, backup and recovery included.",
          coverageLabel: "How we will cover it",
          coverage: [
            "Quarterly access reviews of in-scope systems, signed off by their owners",
            "Every production change we make linked to an approved ticket",
            "Backup and restore evidence for in-scope systems, organized by audit period",
          ],
        },
        {
          name: "GLBA Safeguards Rule",
          reference: "FTC · 16 CFR Part 314",
          requirement:
            "A written information security program under a qualified individual, with risk assessment, encryption, MFA, yearly penetration tests, scans every six months, and notice to the FTC within 30 days of a breach affecting 500 or more consumers.",
          coverageLabel: "How we will cover it",
          coverage: [
            "A written security program drafted with your qualified individual",
            "A yearly penetration test and vulnerability scans every six months",
            "A breach runbook with the 30-day FTC notification clock built in",
          ],
        },
        {
          name: "DORA",
          reference: "EU Regulation 2022/2554 · applies since 17 January 2025",
          requirement:
            "EU financial entities must run an ICT risk-management framework, classify and report major ICT incidents, test digital operational resilience and keep a register of ICT third-party providers.",
          coverageLabel: "How we will cover it",
          coverage: [
            "Contract terms and register entries for the ICT services we provide you",
            "Incident classification support and draft notifications within the regulatory deadlines",
            "Resilience tests: recovery scenarios run and reported every year",
          ],
        },
        {
          name: "NYDFS Part 500",
          reference: "23 NYCRR Part 500 · as amended November 2023",
          requirement:
            "Covered entities need a CISO, MFA for all remote and privileged access, an asset inventory, notice to the Department within 72 hours of a cybersecurity event, and a yearly compliance certification by April 15.",
          coverageLabel: "How we will cover it",
          coverage: [
            "Asset inventory and MFA coverage reports for the yearly certification",
            "A 72-hour notification runbook, including the 24-hour notice of any extortion payment",
            "Fractional CISO support for reports to your board",
          ],
        },
      ],
    },
    plan: {
      id: "financial-plan-title",
      heading: {
        eyebrow: "What is planned",
        title: "The program, milestone by milestone",
        intro:
          "Built with four design-partner institutions. Each milestone ships to them first and to everyone at general availability.",
      },
      items: [
        {
          icon: "users",
          title: "Design-partner program",
          status: "Underway",
          tone: "progress",
          text: "Two credit unions, a wealth manager and a payments fintech are testing the evidence packs with their examiners and auditors.",
        },
        {
          icon: "chart",
          title: "Unified control matrix",
          status: "Q1 2027",
          tone: "planned",
          text: "One control set mapped to PCI DSS, SOX ITGC, GLBA, DORA and NYDFS, so one piece of evidence answers five requests.",
        },
        {
          icon: "refresh",
          title: "Examiner-ready recovery tests",
          status: "Q2 2027",
          tone: "planned",
          text: "Timed restores of core banking and payment systems, reported in the format examiners and auditors expect.",
        },
        {
          icon: "document",
          title: "ICT third-party register pack",
          status: "Q2 2027",
          tone: "planned",
          text: "Our own entries for your DORA register and vendor-management file, kept current as services change.",
        },
        {
          icon: "bell",
          title: "Regulatory incident clocks",
          status: "Q3 2027",
          tone: "planned",
          text: "Runbooks that track every notification deadline, from DORA's initial report to the NYDFS 72 hours.",
        },
        {
          icon: "shield-check",
          title: "General availability",
          status: "Q3 2027",
          tone: "planned",
          text: "Open to every institution, priced per protected system, with regulatory clauses in the standard agreement.",
        },
      ],
      note: "Dates are targets, not promises. Design partners hear about any change first.",
    },
    notify: notifyBand(financial, {
      program: "financial services",
      points: [
        "One e-mail, on the day enrollment opens",
        "Pricing per protected system, with regulatory clauses in the standard agreement",
        "No newsletter unless you sign up for one",
      ],
      summary: "Forwarding this to your risk committee? The one-page summary:",
    }),
    products: {
      id: "financial-products-title",
      heading: {
        eyebrow: "Products that fit",
        title: "What financial teams can use",
        intro: `${shadowCradle.name} and our managed services are available to financial institutions today; the program adds the regulatory reporting on top.`,
      },
      items: [
        productFit(
          "shadowcradle",
          "Immutable copies and timed restores of in-scope systems, with the evidence SOX and DORA testing asks for.",
        ),
        productFit(
          "vcradle",
          "Replication and clean-room recovery for the private clouds that run core systems.",
        ),
        productFit(
          "authnox",
          "MFA for all remote and privileged access, with access reviews ready for PCI DSS and NYDFS.",
        ),
        productFit(
          "confidox",
          "Encrypted document exchange with clients and examiners, with expiry and a full audit trail.",
        ),
      ],
      availableLabel,
      more: allProducts,
    },
    cta: {
      id: "financial-cta-title",
      title: "An exam or an audit coming up sooner?",
      text: `Our readiness work, ${shadowCradle.name} and managed detection are available to financial institutions now. An engineer replies within ${site.replyTime}.`,
      actions: [
        { label: "Talk to us today", href: "/contact" },
        { label: `See ${shadowCradle.name}`, href: shadowCradle.href },
      ],
      note: incidentNote,
    },
  },
} satisfies IndustryPageContent;

/** Every industry page, keyed by slug, for tests and for the overview. */
export const industryPages = {
  msp: mspPage,
  enterprise: enterprisePage,
  consumer: consumerPage,
  healthcare: healthcarePage,
  financial: financialPage,
} as const satisfies Record<IndustrySlug, IndustryPageContent>;
