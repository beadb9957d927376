import { bySlug } from "~/lib/by-slug";
import type { ActionLink } from "~/sections/action-links";
import type { NotifyFormCopy, NotifyTarget } from "~/sections/notify-form";

import { industries } from "./industries";
import { findProductByName, products } from "./products";
import { notifyAction, notifyFormCopy } from "./signup-forms";
import { site } from "./site";

/** The notify-me card beside the page's text. */
export interface ComingSoonSignup {
  /** The card's h2. */
  title: string;
  /** What signing up means, in a sentence. */
  text: string;
  /** Where the form posts without JavaScript. */
  action: string;
  /** The form's labels and messages. */
  form: NotifyFormCopy;
  /** Text before the sales address, for visitors who would rather write. */
  mailText: string;
  /** A line with one link for visitors who need help now. */
  today: { text: string; link: ActionLink };
}

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
  /** Lead-in of the audience line, e.g. "Built for:". */
  audienceLabel: string;
  /** Heading over the features. */
  featuresTitle: string;
  /** What a notify-me request from this page is about; none on the generic page. */
  notify?: NotifyTarget;
  /** The notify-me card. */
  signup: ComingSoonSignup;
  /** Subject line of the e-mail alternative to the form. */
  notifySubject: string;
}

const shadowCradle = bySlug(products, "shadowcradle");

/** The parts every variant shares, with the card's success line finished by `launch`. */
const common = (launch: string) => ({
  audienceLabel: "Built for:",
  featuresTitle: "What to expect",
  signup: {
    title: "Hear about it first",
    text: "Leave your e-mail and we will write once, when it opens. No newsletter unless you ask for one.",
    action: notifyAction,
    form: notifyFormCopy(launch),
    mailText: "Prefer e-mail? Write to",
    today: {
      text: "Need protection today?",
      link: { label: `${shadowCradle.name} is available now`, href: shadowCradle.href },
    },
  },
});

/** The `product` value of the customer portal, on /coming-soon and in notify-me requests. */
export const portalProduct = "Portal";

const industryName = (slug: "healthcare" | "financial") => bySlug(industries, slug).shortName;

const industryVariants = {
  healthcare: {
    key: "industry-healthcare",
    eyebrow: "Industry program · Soon",
    heading: `${site.brand} for Healthcare`,
    intro:
      "Backup, access control and monitoring shaped around patient data: ransomware-proof copies of your EHR and imaging systems, and the evidence your HIPAA risk analysis asks for.",
    audience: "Clinics, dental and specialty practice groups, and the MSPs that support them",
    features: [
      "Business Associate Agreement (BAA) signed for every engagement that touches ePHI",
      "Immutable backups of EHR, PACS and practice-management systems with tested restore times",
      "Access reviews and MFA rollout mapped to the HIPAA Security Rule safeguards",
      "Audit-ready reports for risk analysis, contingency planning and breach response",
    ],
    ...common("the healthcare program opens for enrollment"),
    notify: { industry: industryName("healthcare") },
    notifySubject: `Notify me: ${site.brand} for Healthcare`,
  },
  financial: {
    key: "industry-financial",
    eyebrow: "Industry program · Soon",
    heading: `${site.brand} for Financial Services`,
    intro:
      "Operational resilience for banks, credit unions, wealth managers and fintechs: recovery you can prove, and controls mapped to the regulations you answer to.",
    audience: "Credit unions, community banks, wealth managers, insurers and fintechs",
    features: [
      "Control mapping for PCI DSS 4.0, SOX IT general controls, GLBA Safeguards Rule and DORA",
      "Recovery-time testing with evidence packs for examiners and auditors",
      "Third-party risk records for the ICT services we provide",
      "Incident reporting runbooks aligned to regulatory notification deadlines",
    ],
    ...common("the financial services program opens for enrollment"),
    notify: { industry: industryName("financial") },
    notifySubject: `Notify me: ${site.brand} for Financial Services`,
  },
} as const satisfies Record<string, ComingSoonVariant>;

const portalVariant: ComingSoonVariant = {
  key: "portal",
  eyebrow: "Customer portal · Soon",
  heading: `The ${site.brand} customer portal`,
  intro:
    "One sign-in for everything you run with us: backup health, restore tests, tickets, invoices and reports, with the same phishing-resistant sign-in we deploy for our clients.",
  audience: `${site.brand} customers and MSP partners`,
  features: [
    "Live backup and restore-test status for every protected system",
    "Support tickets with response-time tracking",
    "Invoices, usage and per-client billing exports for MSPs",
    "Monthly security and compliance reports to download or share",
  ],
  ...common("the customer portal opens to customers"),
  notify: { product: portalProduct },
  notifySubject: `Notify me: ${site.brand} customer portal`,
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
  ...common("our next product opens for early access"),
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
    ...common(`${product.name} opens for early access`),
    notify: { product: product.name },
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
    if (product.toLowerCase() === portalProduct.toLowerCase()) return portalVariant;
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
  product: [
    "ProfileGuardian",
    "Monitora",
    "DeployYX",
    "CheckDNS",
    "AuthNox",
    "ConfiDox",
    portalProduct,
  ],
  industry: ["Healthcare", "Financial"],
} as const;
