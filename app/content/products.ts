/** The product catalogue: drives the Products dropdown, /products, product pages, coming-soon and the footer. */
import type { IconName } from "~/components/ui/icon";
import type { ProductCard } from "~/sections/product-family";

export type ProductStatus = "available" | "soon";

export interface Product {
  /** URL-safe identifier, unique. */
  slug: string;
  /** Display name, also the `product` query value of /coming-soon. */
  name: string;
  status: ProductStatus;
  /** Short category shown under the name. */
  category: string;
  /** One-line value statement. */
  summary: string;
  /** Who it is built for. */
  audience: string;
  /** What it will do or does, in a few concrete points. */
  features: readonly string[];
  /** Where the product's page lives (its own page, or its coming-soon variant). */
  href: string;
  /** The product's icon wherever it appears as a card. */
  icon: IconName;
}

const comingSoon = (name: string) => `/coming-soon?product=${name}`;

export const products = [
  {
    slug: "shadowcradle",
    icon: "database",
    name: "ShadowCradle",
    status: "available",
    category: "Backup & disaster recovery",
    summary:
      "Immutable off-site backups for MSPs, with instant virtual restore when a server or a whole site goes down.",
    audience: "Managed service providers and the businesses they look after",
    features: [
      "Immutable, object-locked copies in a second region that ransomware cannot delete",
      "Instant virtual restore: boot a protected server in our cloud in minutes",
      "Automated daily restore tests with screenshots as proof",
      "Multi-tenant console with per-client billing",
    ],
    href: "/shadowcradle",
  },
  {
    slug: "firecradle",
    icon: "flame",
    name: "Firecradle",
    status: "soon",
    category: "Managed firewall & network edge",
    summary:
      "A managed firewall and secure edge for every site, with policies you write once and push everywhere.",
    audience: "MSPs and multi-site businesses",
    features: [
      "Zero-touch provisioning of branch appliances",
      "Policy templates shared across every client site",
      "Threat-intelligence blocking tuned by our SOC",
      "Change history with one-click rollback",
    ],
    href: "/firecradle",
  },
  {
    slug: "vcradle",
    icon: "server",
    name: "Vcradle",
    status: "soon",
    category: "Virtual infrastructure protection",
    summary:
      "Protection for private clouds and hypervisor clusters: snapshots, replication and clean-room recovery.",
    audience: "Enterprises running their own virtual infrastructure",
    features: [
      "Agentless protection for VMware, Hyper-V and Proxmox clusters",
      "Replication to a second site or to our cloud",
      "Isolated clean-room recovery to test restores safely",
      "Hypervisor hardening checks against CIS benchmarks",
    ],
    href: "/vcradle",
  },
  {
    slug: "profileguardian",
    icon: "eye",
    name: "ProfileGuardian",
    status: "soon",
    category: "Identity & data-exposure protection",
    summary:
      "Watches for your personal data in breaches and data-broker lists, and helps you take it down.",
    audience: "Individuals and families",
    features: [
      "Breach alerts for your e-mail addresses and phone numbers",
      "Data-broker removal requests sent and tracked for you",
      "Account-takeover checklist when a password leaks",
      "A plain-language monthly exposure report",
    ],
    href: comingSoon("ProfileGuardian"),
  },
  {
    slug: "monitora",
    icon: "chart",
    name: "Monitora",
    status: "soon",
    category: "24/7 monitoring",
    summary:
      "Round-the-clock monitoring of servers, networks and cloud services, with people behind the alerts.",
    audience: "MSPs and IT teams without a night shift",
    features: [
      "Uptime, performance and log monitoring in one place",
      "Alerts triaged by analysts before anyone is woken",
      "Runbooks that fix common faults automatically",
      "Monthly service reports ready for clients",
    ],
    href: comingSoon("Monitora"),
  },
  {
    slug: "deployyx",
    icon: "laptop",
    name: "DeployYX",
    status: "soon",
    category: "Endpoint deployment & patching",
    summary:
      "Ship laptops ready to work and keep every endpoint patched, without touching a single device.",
    audience: "MSPs and IT teams managing fleets of endpoints",
    features: [
      "Zero-touch enrolment for Windows and macOS",
      "Patch rings with automatic rollback on failure",
      "Third-party application patching for 300+ titles",
      "Compliance reports per client and per device",
    ],
    href: comingSoon("DeployYX"),
  },
  {
    slug: "checkdns",
    icon: "globe",
    name: "CheckDNS",
    status: "soon",
    category: "DNS & e-mail domain health",
    summary:
      "Continuous checks of DNS, SPF, DKIM, DMARC and certificates, so mail arrives and spoofers do not.",
    audience: "Anyone who owns a domain, from MSPs to small businesses",
    features: [
      "SPF, DKIM, DMARC and MTA-STS validation with fixes spelled out",
      "Certificate and domain expiry warnings",
      "DMARC report parsing and sender inventory",
      "Alerts when a record changes unexpectedly",
    ],
    href: comingSoon("CheckDNS"),
  },
  {
    slug: "authnox",
    icon: "key",
    name: "AuthNox",
    status: "soon",
    category: "MFA & access management",
    summary: "Phishing-resistant sign-in and access reviews for every application your people use.",
    audience: "MSPs and growing businesses",
    features: [
      "Passkeys and FIDO2 keys, with push and TOTP as fallback",
      "Single sign-on for cloud and on-premises applications",
      "Quarterly access reviews with auditor-ready evidence",
      "Conditional access by device health and location",
    ],
    href: comingSoon("AuthNox"),
  },
  {
    slug: "confidox",
    icon: "lock",
    name: "ConfiDox",
    status: "soon",
    category: "Confidential document exchange",
    summary:
      "End-to-end encrypted document exchange with clients, with expiry, watermarking and an audit trail.",
    audience: "Professional firms and the MSPs that serve them",
    features: [
      "End-to-end encrypted upload links and client portals",
      "Expiring links, download limits and watermarks",
      "A full audit trail of every view and download",
      "Retention rules that delete files on schedule",
    ],
    href: comingSoon("ConfiDox"),
  },
] as const satisfies readonly Product[];

export type ProductName = (typeof products)[number]["name"];
export type ProductSlug = (typeof products)[number]["slug"];

/** Finds a product by its display name, ignoring case. */
export function findProductByName(name: string): Product | undefined {
  const wanted = name.trim().toLowerCase();
  return products.find((product) => product.name.toLowerCase() === wanted);
}

/** The catalogue with available products first, then Soon ones, each group in catalogue order. */
export const productsAvailableFirst = [...products].sort(
  (a, b) => Number(a.status === "soon") - Number(b.status === "soon"),
);

/** A product as a card; `summary` replaces the catalogue's one-liner where a page says why it fits. */
export function productCard(product: Product, summary: string = product.summary): ProductCard {
  return {
    icon: product.icon,
    name: product.name,
    category: product.category,
    summary,
    href: product.href,
    soon: product.status === "soon",
  };
}
