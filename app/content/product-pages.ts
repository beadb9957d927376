/**
 * Copy of /products, the two preview product pages (/firecradle, /vcradle) and /portal, section by
 * section. Names, summaries, audiences and links come from the catalogue; contacts from the site
 * config; the Portal Login path from the header's actions.
 */
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import type { ComparisonTableProps } from "~/sections/comparison-table";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { FeatureGridProps } from "~/sections/feature-grid";
import type { FitCheckProps } from "~/sections/fit-check";
import type { HeroProps } from "~/sections/hero";
import type { PreviewHeroProps } from "~/sections/preview-hero";
import type { ProductFamilyProps } from "~/sections/product-family";
import type { SplitPointsProps } from "~/sections/split-points";

import { portalProduct } from "./coming-soon";
import { headerActions } from "./navigation";
import { productCard, products, productsAvailableFirst } from "./products";
import { notifyAction, notifyFormCopy } from "./signup-forms";
import { site } from "./site";

type Product = (typeof products)[number];
type Slug = Product["slug"];

const shadowCradle = bySlug(products, "shadowcradle");
const firecradle = bySlug(products, "firecradle");
const vcradle = bySlug(products, "vcradle");

/** A mailto: link to sales with a subject line. */
const mailSales = (subject: string) =>
  `mailto:${site.email.sales}?subject=${encodeURIComponent(subject)}`;

const milestoneStates = { done: "Done", current: "In progress", planned: "Planned" } as const;

const planNote =
  "Dates are our current plan and can move; early-access members hear first. Early access is free until general availability.";

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

// ── Preview product pages ──────────────────────────────────────────────────────────────────

/** The hero's notify-me form for `product` (a catalogue name, or "Portal"). */
const notifyForm = (heroId: string, product: string, launch: string) => ({
  title: "Hear when early access opens",
  form: { id: `${heroId}-form`, action: notifyAction, copy: notifyFormCopy(launch), product },
});

/** A link back up to the hero's notify-me form (PreviewHero gives its h2 the id `<id>-notify`). */
const notifyLink = (heroId: string, name: string) => ({
  label: `Notify me about ${name}`,
  href: `#${heroId}-notify`,
});

/** The same request by e-mail, for visitors who would rather write. */
const notifyMail = (name: string) => ({
  label: "Request early access by e-mail",
  href: mailSales(`Early access: ${name}`),
  emphasis: "secondary" as const,
});

// ── /firecradle ────────────────────────────────────────────────────────────────────────────

export const firecradlePage = {
  product: firecradle,
  meta: {
    title: `${firecradle.name}: managed firewall for every site`,
    description: `${firecradle.name} is a managed firewall and secure edge for MSPs and multi-site businesses: zero-touch branches, shared policies, rollback. Early access Q2 2027.`,
  } satisfies PageCopy,
  hero: {
    id: "firecradle-title",
    name: firecradle.name,
    category: firecradle.category,
    title: "One firewall policy, pushed to every site you manage",
    lead: `${firecradle.summary} Our SOC tunes the threat blocking, and every change can be rolled back in one click.`,
    audience: { label: "Built for", text: firecradle.audience },
    notify: notifyForm(
      "firecradle-title",
      firecradle.name,
      `${firecradle.name} opens for early access`,
    ),
    actions: [notifyMail(firecradle.name)],
    plan: {
      title: "Release plan",
      milestones: [
        {
          when: "Now",
          label: "Design-partner pilot",
          text: "Prototype appliances protect 38 client sites of nine MSP design partners.",
          state: "current",
        },
        {
          when: "Q2 2027",
          label: "Early access",
          text: "Invited MSPs onboard their first sites with our engineers. Pricing published.",
          state: "planned",
        },
        {
          when: "Q4 2027",
          label: "General availability",
          text: "Self-service onboarding, the full policy template library and a 99.95% SLA.",
          state: "planned",
        },
      ],
      stateLabels: milestoneStates,
      note: planNote,
    },
  } satisfies PreviewHeroProps,
  capabilities: {
    id: "firecradle-does-title",
    tone: "muted",
    heading: {
      eyebrow: `What ${firecradle.name} will do`,
      title: "Firewalls managed like code, and watched like a SOC would",
      intro:
        "Today most MSPs log in to a different firewall at every client and hope nobody changed a rule by hand. We are replacing that with one place to write, review and roll out policy.",
    },
    items: [
      {
        icon: "network",
        title: "Zero-touch branch rollout",
        text: "Ship an appliance to a site. It calls home over broadband or LTE, pulls its policy and protects the network before the installer has left.",
      },
      {
        icon: "document",
        title: "Policy templates across clients",
        text: "Write a rule once, such as 'block legacy SMB at every branch', and apply it to one site, one client or all of them, with a preview of each change.",
      },
      {
        icon: "shield",
        title: "Threat-intelligence blocking",
        text: "Block lists curated by our SOC from the incidents we handle, tuned to keep false positives away from line-of-business applications.",
      },
      {
        icon: "refresh",
        title: "Change history and rollback",
        text: "Every change is versioned with who, what and why. A bad rule is one click from undone on every site it touched.",
      },
    ],
  } satisfies SplitPointsProps,
  features: {
    id: "firecradle-features-title",
    heading: {
      eyebrow: "Planned features",
      title: "Planned for the first release",
      intro:
        "What early-access members will run from day one, in the order design partners asked for it.",
    },
    items: [
      {
        icon: "key",
        title: "Secure remote access",
        text: "WireGuard-based VPN with passkey sign-in and device checks, instead of a shared VPN password.",
      },
      {
        icon: "globe",
        title: "Site-to-site mesh",
        text: "Branches and clouds joined automatically, with routes that update when a site is added.",
      },
      {
        icon: "users",
        title: "Segmentation and guest Wi-Fi",
        text: "Separate networks for staff, guests, cameras and payment terminals, from a template.",
      },
      {
        icon: "search",
        title: "DNS filtering",
        text: "Malware, phishing and newly registered domains blocked at the edge for every device.",
      },
      {
        icon: "bolt",
        title: "Dual-WAN failover",
        text: "Broadband with LTE backup: a failed line switches over in seconds, and you get the alert.",
      },
      {
        icon: "clock",
        title: "Firmware maintenance windows",
        text: "Updates staged per site, installed in the window you choose, and rolled back if a site goes quiet.",
      },
      {
        icon: "document",
        title: "Logs to your SIEM",
        text: "Firewall and VPN logs kept for 90 days and streamed to your SIEM over syslog or HTTPS.",
      },
      {
        icon: "database",
        title: "Configuration backup",
        text: `Every appliance configuration backed up to ${shadowCradle.name}, so a replacement box is a 10-minute job.`,
      },
    ],
  } satisfies FeatureGridProps,
  fit: {
    id: "firecradle-fit-title",
    tone: "muted",
    heading: {
      eyebrow: "Who it is for",
      title: `Is ${firecradle.name} right for you?`,
      intro: "We would rather say so now than after you have racked an appliance.",
    },
    columns: [
      {
        title: "A good fit if you",
        fit: true,
        items: [
          "Manage firewalls at ten or more client or branch sites",
          "Run branches without IT staff on site",
          "Need change control and an audit trail for network rules",
          "Are tired of a different firewall brand and login at every site",
        ],
      },
      {
        title: "Not the right fit yet if you",
        fit: false,
        items: [
          "Need more than 10 Gbps of inspected throughput in a data center",
          "Must run your firewalls without any cloud controller",
          "Only need to secure a home network: our household services cover that",
        ],
      },
    ],
  } satisfies FitCheckProps,
  cta: {
    id: "firecradle-cta-title",
    title: `Be among the first to run ${firecradle.name}`,
    text: "Early-access members onboard with the engineers who build it, shape the policy templates, and pay nothing until general availability.",
    actions: [
      notifyLink("firecradle-title", firecradle.name),
      { label: "Managed firewalls today", href: "/services" },
    ],
    note: {
      text: "Or write to us:",
      link: { label: site.email.sales, href: mailSales(`Early access: ${firecradle.name}`) },
    },
  } satisfies CtaBannerProps,
};

// ── /vcradle ───────────────────────────────────────────────────────────────────────────────

export const vcradlePage = {
  product: vcradle,
  meta: {
    title: `${vcradle.name}: protection for your own hypervisors`,
    description: `${vcradle.name} protects VMware, Hyper-V and Proxmox clusters with agentless backup, replication and clean-room recovery. Early access planned for Q3 2027.`,
  } satisfies PageCopy,
  hero: {
    id: "vcradle-title",
    name: vcradle.name,
    category: vcradle.category,
    title: "Protect every VM on your own clusters, whatever the hypervisor",
    lead: `${vcradle.summary} One policy across VMware, Hyper-V and Proxmox, so leaving a hypervisor never means starting backup over.`,
    audience: { label: "Built for", text: vcradle.audience },
    notify: notifyForm("vcradle-title", vcradle.name, `${vcradle.name} opens for early access`),
    actions: [notifyMail(vcradle.name)],
    plan: {
      title: "Release plan",
      milestones: [
        {
          when: "Now",
          label: "Design-partner beta",
          text: "Protecting VMware vSphere and Hyper-V clusters at six enterprise design partners.",
          state: "current",
        },
        {
          when: "Q3 2027",
          label: "Early access",
          text: "Proxmox VE support, replication to our cloud and published pricing.",
          state: "planned",
        },
        {
          when: "Q1 2028",
          label: "General availability",
          text: "Clean-room recovery orchestration and CIS hardening reports for every supported hypervisor.",
          state: "planned",
        },
      ],
      stateLabels: milestoneStates,
      note: planNote,
    },
  } satisfies PreviewHeroProps,
  capabilities: {
    id: "vcradle-does-title",
    tone: "muted",
    heading: {
      eyebrow: `What ${vcradle.name} will do`,
      title: "Recovery for private clouds that you can rehearse safely",
      intro:
        "Virtual infrastructure concentrates risk: one compromised management server can reach every VM. We protect the VMs and the platform under them.",
    },
    items: [
      {
        icon: "server",
        title: "Agentless protection",
        text: "Whole VMs backed up through each hypervisor's own change tracking (VMware CBT, Hyper-V RCT, Proxmox dirty bitmaps), with nothing to install in the guests.",
      },
      {
        icon: "cloud",
        title: "Replication to a second site or our cloud",
        text: "Replicate every few minutes to a second cluster you own, or to our cloud under object lock, and fail over by runbook.",
      },
      {
        icon: "shield-check",
        title: "Isolated clean-room recovery",
        text: "Restore into a fenced network, scan it, and prove the application works before anything reconnects to production.",
      },
      {
        icon: "search",
        title: "Hypervisor hardening checks",
        text: "ESXi, Hyper-V and Proxmox hosts checked continuously against CIS benchmarks, with the fix for each finding.",
      },
    ],
  } satisfies SplitPointsProps,
  features: {
    id: "vcradle-features-title",
    heading: {
      eyebrow: "Planned features",
      title: "Planned for the first release",
      intro: "Shaped by design partners running from 80 to 3,000 virtual machines.",
    },
    items: [
      {
        icon: "database",
        title: "Application-aware snapshots",
        text: "Consistent backups of SQL Server, Oracle and Active Directory without pausing the application.",
      },
      {
        icon: "bolt",
        title: "Instant VM recovery",
        text: "Run a VM straight from backup storage while it migrates back to production disks.",
      },
      {
        icon: "refresh",
        title: "Cross-hypervisor restore",
        text: "Restore a VMware VM to Proxmox or Hyper-V, drivers and all: a migration path as well as a backup.",
      },
      {
        icon: "lock",
        title: "Immutable repositories",
        text: "Object-locked copies on site or in our cloud, with the same 72-hour deletion delay as ShadowCradle.",
      },
      {
        icon: "pulse",
        title: "Ransomware scanning",
        text: "Entropy and known-malware scans of each restore point, so you recover from the last clean one.",
      },
      {
        icon: "compass",
        title: "Runbook failover",
        text: "Boot order, IP changes and health checks written once, rehearsed quarterly, run in one click.",
      },
      {
        icon: "key",
        title: "Passkeys and roles",
        text: "Phishing-resistant sign-in and separate roles for backup operators and restore approvers.",
      },
      {
        icon: "document",
        title: "API and Terraform provider",
        text: "Protection policies defined as code and attached to VMs as they are created.",
      },
    ],
  } satisfies FeatureGridProps,
  fit: {
    id: "vcradle-fit-title",
    tone: "muted",
    heading: {
      eyebrow: "Who it is for",
      title: `Is ${vcradle.name} right for you?`,
      intro: `If it is not, ${shadowCradle.name} or one of our services probably is, and we will tell you which.`,
    },
    columns: [
      {
        title: "A good fit if you",
        fit: true,
        items: [
          "Run 50 to 5,000 VMs on clusters you own",
          "Are moving off VMware and want one backup across hypervisors",
          "Must prove recovery in an isolated environment to auditors",
        ],
      },
      {
        title: "Not the right fit if you",
        fit: false,
        items: [
          "Run workloads only in public cloud, where native tools fit better",
          `Protect fewer than ten servers: ${shadowCradle.name}'s agents are simpler and cheaper`,
        ],
      },
    ],
  } satisfies FitCheckProps,
  cta: {
    id: "vcradle-cta-title",
    title: `Help us shape ${vcradle.name}`,
    text: "We are adding a few more enterprise design partners with VMware, Hyper-V or Proxmox clusters. You get early access, direct engineering contact and no charge until general availability.",
    actions: [
      notifyLink("vcradle-title", vcradle.name),
      { label: `Protect servers today with ${shadowCradle.name}`, href: shadowCradle.href },
    ],
    note: {
      text: "Or write to us:",
      link: { label: site.email.sales, href: mailSales(`Early access: ${vcradle.name}`) },
    },
  } satisfies CtaBannerProps,
};

// ── /portal ────────────────────────────────────────────────────────────────────────────────

const portalName = `${site.brand} customer portal`;

export const portalPage = {
  meta: {
    title: "Customer portal: backups, tickets, invoices",
    description: `The ${portalName} will bring backup health, restore tests, tickets, invoices, reports and MSP multi-tenant views together behind passkey sign-in.`,
  } satisfies PageCopy,
  hero: {
    id: "portal-title",
    name: portalName,
    category: "For customers and MSP partners",
    title: "Everything you run with us, behind one phishing-resistant sign-in",
    lead: "Backup health, restore tests, tickets, invoices and reports for every system we look after, and a view across all your clients if you are an MSP.",
    audience: { label: "Built for", text: `${site.brand} customers and MSP partners` },
    notify: {
      ...notifyForm("portal-title", portalProduct, "the customer portal opens to customers"),
      title: "Hear when the portal opens",
    },
    actions: [
      {
        label: headerActions.portalLogin.label,
        href: headerActions.portalLogin.href,
        emphasis: "secondary",
      },
      { label: "Ask about portal access", href: mailSales("Customer portal access") },
    ],
    plan: {
      title: "Release plan",
      milestones: [
        {
          when: "Now",
          label: "Internal beta",
          text: `Our engineers use it every day for every ${shadowCradle.name} tenant.`,
          state: "current",
        },
        {
          when: "Q1 2027",
          label: "Customer beta",
          text: "Backup health, restore tests and tickets for invited customers.",
          state: "planned",
        },
        {
          when: "Q3 2027",
          label: "All customers",
          text: "Invoices, reports and MSP multi-tenant views for everyone.",
          state: "planned",
        },
      ],
      stateLabels: milestoneStates,
      note: "Dates are our current plan and can move. Until then, everything below reaches you by e-mail and from our support desk.",
    },
  } satisfies PreviewHeroProps,
  offers: {
    id: "portal-offers-title",
    heading: {
      eyebrow: "What it will offer",
      title: "The questions you e-mail us today, answered in one place",
      intro: "Each part is something customers ask our support desk for every week.",
    },
    items: [
      {
        icon: "pulse",
        title: "Backup health",
        text: "Every protected system with its last backup, recovery point and any warning, filterable by site.",
      },
      {
        icon: "refresh",
        title: "Restore tests",
        text: "Nightly test results with boot screenshots and timings, exportable as evidence for auditors.",
      },
      {
        icon: "bell",
        title: "Tickets",
        text: "Open and follow support tickets with live response-time tracking against your SLA.",
      },
      {
        icon: "document",
        title: "Invoices and usage",
        text: "Invoices, payment history and daily usage, with CSV exports for your own billing.",
      },
      {
        icon: "chart",
        title: "Reports",
        text: "Monthly security and recovery reports to download or share with a link that expires.",
      },
      {
        icon: "users",
        title: "MSP multi-tenant views",
        text: "Every client on one screen, with per-client drill-down, white-label reports and billing exports.",
      },
      {
        icon: "key",
        title: "Passkey sign-in",
        text: "Sign in with a passkey or hardware security key; no SMS codes, no security questions.",
      },
      {
        icon: "building",
        title: "Team access",
        text: "Invite colleagues with read-only, billing or admin roles, and remove them in one place.",
      },
    ],
  } satisfies FeatureGridProps,
  security: {
    id: "portal-security-title",
    tone: "muted",
    heading: {
      eyebrow: "Security",
      title: "A portal that can approve restores needs better than a password",
      intro:
        "It will hold the keys to your recovery, so it gets the controls we deploy for our own clients.",
    },
    callout: {
      value: "Passkeys",
      text: "First-class from day one: phishing-resistant sign-in with Face ID, Windows Hello or a hardware key, with an authenticator app as the fallback.",
    },
    items: [
      {
        icon: "users",
        title: "Roles and second approvals",
        text: "Read-only, billing and admin roles. Destructive actions, such as deleting backups, need a second administrator.",
      },
      {
        icon: "lock",
        title: "Single sign-on",
        text: "SAML and OpenID Connect with Microsoft Entra ID, Google Workspace and Okta for Enterprise and MSP accounts.",
      },
      {
        icon: "document",
        title: "An audit log you can export",
        text: "Every sign-in, change and export recorded with who, when and from where, kept for a year.",
      },
      {
        icon: "shield-check",
        title: "Sessions that expire",
        text: "Idle sessions end after 30 minutes, and sensitive actions ask for your passkey again.",
      },
    ],
  } satisfies SplitPointsProps,
  cta: {
    id: "portal-cta-title",
    title: "Until the portal opens",
    text: `Your monthly report arrives by e-mail, restore-test results are in the ${shadowCradle.name} console, and our support desk replies within ${site.replyTime}.`,
    actions: [
      { label: "E-mail support", href: `mailto:${site.email.support}` },
      { label: headerActions.getStarted.label, href: headerActions.getStarted.href },
    ],
    note: {
      text: "Incident in progress? Call our 24/7 line:",
      link: { label: site.phone.incident.display, href: `tel:${site.phone.incident.tel}` },
    },
  } satisfies CtaBannerProps,
};
