import { findProductByName, products } from "./products";
import { site } from "./site";

/** What /coming-soon shows for one `product` or `industry` value (or the generic page). */
export interface ComingSoonVariant {
  /** Stable key: the product slug, "industry-<slug>", "portal" or "generic". */
  key: string;
  /** The h1. */
  heading: string;
  /** Small label above the heading. */
  eyebrow: string;
  /** What it will do, in a sentence or two. */
  intro: string;
  /** Who it is for. */
  audience: string;
  /** Expected features or what to expect. */
  features: readonly string[];
  /** Subject line of the notify-me e-mail. */
  notifySubject: string;
}

const industryVariants = {
  healthcare: {
    key: "industry-healthcare",
    eyebrow: "Industry program · Soon",
    heading: "CradleSec for Healthcare",
    intro:
      "Backup, access control and monitoring shaped around patient data: ransomware-proof copies of your EHR and imaging systems, and the evidence your HIPAA risk analysis asks for.",
    audience: "Clinics, dental and specialty practice groups, and the MSPs that support them",
    features: [
      "Business Associate Agreement (BAA) signed for every engagement that touches ePHI",
      "Immutable backups of EHR, PACS and practice-management systems with tested restore times",
      "Access reviews and MFA rollout mapped to the HIPAA Security Rule safeguards",
      "Audit-ready reports for risk analysis, contingency planning and breach response",
    ],
    notifySubject: "Notify me: CradleSec for Healthcare",
  },
  financial: {
    key: "industry-financial",
    eyebrow: "Industry program · Soon",
    heading: "CradleSec for Financial Services",
    intro:
      "Operational resilience for banks, credit unions, wealth managers and fintechs: recovery you can prove, and controls mapped to the regulations you answer to.",
    audience: "Credit unions, community banks, wealth managers, insurers and fintechs",
    features: [
      "Control mapping for PCI DSS 4.0, SOX IT general controls, GLBA Safeguards Rule and DORA",
      "Recovery-time testing with evidence packs for examiners and auditors",
      "Third-party risk records for the ICT services we provide",
      "Incident reporting runbooks aligned to regulatory notification deadlines",
    ],
    notifySubject: "Notify me: CradleSec for Financial Services",
  },
} as const satisfies Record<string, ComingSoonVariant>;

const portalVariant: ComingSoonVariant = {
  key: "portal",
  eyebrow: "Customer portal · Soon",
  heading: "The CradleSec customer portal",
  intro:
    "One sign-in for everything you run with us: backup health, restore tests, tickets, invoices and reports, with the same phishing-resistant sign-in we deploy for our clients.",
  audience: "CradleSec customers and MSP partners",
  features: [
    "Live backup and restore-test status for every protected system",
    "Support tickets with response-time tracking",
    "Invoices, usage and per-client billing exports for MSPs",
    "Monthly security and compliance reports to download or share",
  ],
  notifySubject: "Notify me: CradleSec customer portal",
};

export const genericComingSoon: ComingSoonVariant = {
  key: "generic",
  eyebrow: "Coming soon",
  heading: "Something new is on its way",
  intro: `We are building the next parts of the ${site.brand} platform: monitoring, deployment, identity, DNS health and secure document exchange, each designed with the MSPs and teams we already protect.`,
  audience: "MSPs, enterprises and consumers",
  features: products
    .filter((product) => product.status === "soon")
    .map((product) => `${product.name}: ${product.category.toLowerCase()}`),
  notifySubject: `Notify me: new ${site.brand} products`,
};

function productVariant(name: string): ComingSoonVariant | undefined {
  const product = findProductByName(name);
  if (!product || product.status !== "soon") return undefined;
  return {
    key: product.slug,
    eyebrow: `${product.category} · Soon`,
    heading: `${product.name} is coming soon`,
    intro: product.summary,
    audience: product.audience,
    features: product.features,
    notifySubject: `Notify me: ${product.name}`,
  };
}

/**
 * The variant for the page's query: `product` (a Soon product or "Portal") wins over
 * `industry` (Healthcare, Financial); anything else, in any case, gets the generic page.
 */
export function comingSoonVariant(params: URLSearchParams): ComingSoonVariant {
  const product = params.get("product")?.trim();
  if (product) {
    if (product.toLowerCase() === "portal") return portalVariant;
    const variant = productVariant(product);
    if (variant) return variant;
  }
  const industry = params.get("industry")?.trim().toLowerCase();
  if (industry && Object.hasOwn(industryVariants, industry)) {
    return industryVariants[industry as keyof typeof industryVariants];
  }
  return genericComingSoon;
}

/** Every query value the seed names, for tests and the content checks. */
export const comingSoonQueryValues = {
  product: ["ProfileGuardian", "Monitora", "DeployYX", "CheckDNS", "AuthNox", "ConfiDox", "Portal"],
  industry: ["Healthcare", "Financial"],
} as const;
