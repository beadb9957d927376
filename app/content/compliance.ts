/**
 * Copy of /compliance: how we help with each framework, where our own security stands (honestly:
 * no certificate we do not hold), how we handle data, and the responsible-disclosure policy that
 * public/.well-known/security.txt points at.
 */
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { DataHandlingProps } from "~/sections/data-handling";
import type { DisclosurePolicyProps } from "~/sections/disclosure-policy";
import type { FeatureGridProps } from "~/sections/feature-grid";
import type { FrameworkGridProps } from "~/sections/framework-grid";
import type { PageHeaderProps } from "~/sections/page-header";
import type { StatusListProps } from "~/sections/status-list";

import { products } from "./products";
import { site } from "./site";

const shadowCradle = bySlug(products, "shadowcradle");
const apexDomain = new URL(site.origin).hostname.replace(/^www\./, "");

/**
 * The id of the disclosure section: security.txt's Policy field ends with "#" + this, and a test
 * keeps the two in step.
 */
export const disclosureAnchor = "responsible-disclosure";

/** Where the RFC 9116 contact file is served. */
export const securityTxtPath = "/.well-known/security.txt";

export const complianceMeta = {
  title: "Compliance and security posture",
  description: `How ${site.brand} prepares you for SOC 2, ISO 27001, HIPAA, PCI DSS and more, where our own audits stand, and how to report a vulnerability.`,
} as const satisfies PageCopy;

export const complianceHeader = {
  id: "compliance-title",
  eyebrow: "Compliance and trust",
  title: "Audit-ready for you, and honest about ourselves",
  lead: `We prepare organizations for SOC 2, ISO 27001, HIPAA, PCI DSS and five more frameworks, and we hold ourselves to the same controls. This page covers what we deliver for each framework, where our own audits stand today, how we handle your data, and how to report a vulnerability to us.`,
  actions: [
    { label: "Talk to a compliance lead", href: "/contact" },
    { label: "Report a vulnerability", href: `#${disclosureAnchor}` },
  ],
  facts: {
    title: "Our own posture today",
    items: [
      { label: "SOC 2 Type II", value: "Audit in progress, report expected Q2 2027" },
      { label: "ISO 27001", value: "Planned; not certified today" },
      { label: "Penetration test", value: "Yearly, independent; last done September 2026" },
      { label: "Staff sign-in", value: "FIDO2 security keys on every account" },
      { label: "Vulnerability reports", value: "Acknowledged within 2 business days" },
    ],
  },
} satisfies PageHeaderProps;

export const complianceServices = {
  id: "compliance-help-title",
  heading: {
    eyebrow: "How we help",
    title: "Four deliverables, whichever framework you face",
    intro:
      "Most frameworks ask the same questions in different words. We answer them once, with evidence from the systems we actually run for you.",
  },
  items: [
    {
      icon: "search",
      title: "Readiness assessment",
      text: "A gap assessment against the framework's controls, with a prioritized remediation plan and effort estimates, in three to six weeks.",
    },
    {
      icon: "network",
      title: "Control mapping",
      text: "One set of controls mapped across every framework you answer to, so one piece of evidence satisfies several requirements.",
    },
    {
      icon: "document",
      title: "Evidence collection",
      text: "Exports, screenshots and logs gathered monthly from the systems we manage, filed by control and shared with your auditor.",
    },
    {
      icon: "shield-check",
      title: "Policy templates",
      text: "Editable policies and procedures sized for your organization, from access control to incident response, reviewed with you.",
    },
  ],
} satisfies FeatureGridProps;

export const complianceFrameworks = {
  id: "frameworks-title",
  muted: true,
  heading: {
    eyebrow: "Frameworks supported",
    title: "Nine frameworks, one control set",
    intro:
      "What we deliver for each. Independent auditors, assessors and certification bodies issue the reports and certificates; we get you ready for them.",
  },
  deliverablesLabel: "What we deliver",
  items: [
    {
      name: "SOC 2",
      fullName: "AICPA Trust Services Criteria · Type I and Type II",
      appliesTo:
        "For service organizations whose customers want an independent report on security, availability and confidentiality.",
      deliverables: [
        "Readiness assessment against the Trust Services Criteria",
        "Control mapping and a drafted system description",
        "Evidence collection through the observation period",
        "Policy templates for every common criterion",
      ],
    },
    {
      name: "ISO 27001",
      fullName: "ISO/IEC 27001:2022 · information security management",
      appliesTo:
        "For organizations selling internationally or to enterprises that require a certified ISMS.",
      deliverables: [
        "Gap assessment against clauses 4–10 and Annex A",
        "Statement of Applicability and risk-treatment plan",
        "Internal audit and management-review support",
        "An ISMS policy set ready to adopt",
      ],
    },
    {
      name: "HIPAA",
      fullName: "Security, Privacy and Breach Notification Rules",
      appliesTo:
        "For covered entities and business associates that create, receive, keep or send ePHI.",
      deliverables: [
        "Security risk analysis and risk register",
        "Safeguard mapping to 45 CFR §§ 164.308–316",
        "A BAA for every engagement that touches ePHI",
        "Contingency-plan test evidence",
      ],
    },
    {
      name: "PCI DSS",
      fullName: "Payment Card Industry Data Security Standard v4.0.1",
      appliesTo:
        "For merchants and service providers that store, process or transmit cardholder data.",
      deliverables: [
        "Scoping and segmentation review",
        "Control mapping to the twelve requirements",
        "Evidence for your SAQ or QSA assessment",
        "Policy templates for the requirements you own",
      ],
    },
    {
      name: "GDPR",
      fullName: "EU General Data Protection Regulation 2016/679",
      appliesTo:
        "For anyone processing personal data of people in the EU, US companies with EU customers included.",
      deliverables: [
        "Records of processing and data-flow mapping",
        "Article 32 security-measures review",
        "Data protection impact assessment templates",
        "A breach runbook with the 72-hour clock",
      ],
    },
    {
      name: "NIST CSF 2.0",
      fullName: "NIST Cybersecurity Framework 2.0 (2024)",
      appliesTo:
        "For any organization that wants a common language for cyber risk, and for suppliers to US public bodies.",
      deliverables: [
        "Current and target profiles across all six functions, Govern included",
        "Readiness assessment with a prioritized roadmap",
        "Control mapping to your other frameworks",
        "Board reporting templates",
      ],
    },
    {
      name: "CIS Controls v8",
      fullName: "CIS Critical Security Controls, version 8.1",
      appliesTo:
        "For teams that want a prioritized, practical baseline; often what cyber insurers ask about.",
      deliverables: [
        "Implementation Group 1 and 2 assessment",
        "A safeguard-by-safeguard remediation plan",
        "Configuration evidence from the systems we manage",
        "Policy templates for all eighteen controls",
      ],
    },
    {
      name: "NIS2",
      fullName: "EU Directive 2022/2555",
      appliesTo:
        "For essential and important entities in the EU, and the suppliers in their supply chains.",
      deliverables: [
        "Entity classification and scope check",
        "Article 21 risk-management measures gap assessment",
        "Incident runbook: 24-hour early warning, 72-hour notification",
        "Supplier security evidence for your customers' due diligence",
      ],
    },
    {
      name: "DORA",
      fullName: "EU Regulation 2022/2554 · Digital Operational Resilience Act",
      appliesTo: "For EU financial entities and the ICT service providers they rely on.",
      deliverables: [
        "ICT risk-management framework gap assessment",
        "Major-incident classification and reporting runbook",
        "Resilience-testing program design",
        "Register-of-information entries for our own services",
      ],
    },
  ],
  note: `${site.brand} is not a CPA firm, a PCI QSA or an ISO certification body. We work alongside the independent firm you choose.`,
} satisfies FrameworkGridProps;

export const compliancePosture = {
  id: "posture-title",
  heading: {
    eyebrow: "Our own security",
    title: "Where we stand, without the spin",
    intro:
      "We ask our clients for evidence, so here is ours: what is in place, what is in progress and what is only planned.",
  },
  items: [
    {
      icon: "shield-check",
      title: "SOC 2 Type II",
      status: "Audit in progress",
      tone: "progress",
      text: "An independent CPA firm is testing our controls over an observation window from July 1 to December 31, 2026. We expect the report in Q2 2027 and share our control matrix under NDA until then.",
    },
    {
      icon: "document",
      title: "ISO 27001",
      status: "Planned",
      tone: "planned",
      text: "We are building our ISMS to ISO/IEC 27001:2022 and plan a certification audit after the SOC 2 report. We are not ISO 27001 certified today.",
    },
    {
      icon: "search",
      title: "Penetration testing",
      status: "Yearly",
      tone: "done",
      text: `An independent firm tests this website, the ${shadowCradle.name} console and our backup infrastructure every year. The September 2026 test left no critical or high findings open.`,
    },
    {
      icon: "key",
      title: "MFA everywhere",
      status: "In place",
      tone: "done",
      text: "Every staff account, admin console and production system requires FIDO2 security keys. No SMS codes, and no exceptions list.",
    },
    {
      icon: "lock",
      title: "Encryption",
      status: "In place",
      tone: "done",
      text: "AES-256 at rest for every backup and database, TLS 1.2 or higher in transit, and per-customer keys for backup data, rotated yearly.",
    },
    {
      icon: "users",
      title: "People and access",
      status: "In place",
      tone: "done",
      text: "Background checks before access, security training at hiring and every year, quarterly access reviews, and access removed within 24 hours of a departure.",
    },
  ],
  note: `Last reviewed November 2026. To request the documents we share under NDA, e-mail ${site.email.sales}.`,
} satisfies StatusListProps;

export const complianceData = {
  id: "data-handling-title",
  muted: true,
  heading: {
    eyebrow: "Data handling",
    title: "Where your data lives and how long we keep it",
    intro:
      "The short version of our data processing agreement. The full agreement comes with every contract.",
  },
  facts: [
    {
      icon: "map-pin",
      title: "Where it lives",
      text: "In US data centers only: a primary region you choose (US East or US West) and an immutable copy in the other. It never leaves the US without your written consent.",
    },
    {
      icon: "clock",
      title: "How long we keep it",
      text: "Backups follow the retention you set, from 30 days to 7 years. Tickets and logs are kept for 13 months. When a contract ends we delete your data within 30 days and send a deletion certificate.",
    },
    {
      icon: "eye",
      title: "Who can see it",
      text: "Only the engineers assigned to your account, through a logged, MFA-protected jump host. Opening backup contents requires a ticket and shows in your audit trail.",
    },
    {
      icon: "lock",
      title: "How it is protected",
      text: `Encrypted at rest with AES-256 and in transit with TLS 1.2 or higher. ${shadowCradle.name} customers can hold their own encryption keys.`,
    },
  ],
  table: {
    title: "Subprocessors",
    intro:
      "Companies that process customer data on our behalf. We give customers 30 days' notice before adding one.",
    columns: ["Service", "What it does with your data", "Location"],
    rows: [
      [
        "Cloud infrastructure provider",
        "Hosts the customer console and stores backup copies, primary and immutable",
        "US, two regions",
      ],
      ["Security analytics platform", "Stores and analyzes logs for managed detection", "US"],
      ["Service-desk platform", "Holds support tickets and monthly reports", "US"],
      ["Transactional e-mail service", "Sends alerts, restore reports and sign-in e-mails", "US"],
    ],
    note: "Our data processing agreement names each provider and its certifications; customers receive it with their contract.",
  },
} satisfies DataHandlingProps;

export const complianceDisclosure = {
  anchor: disclosureAnchor,
  id: "disclosure-title",
  heading: {
    eyebrow: "Responsible disclosure",
    title: "Report a vulnerability",
    intro: `If you believe you have found a security weakness in a ${site.brand} website, product or service, we want to hear from you, and we will not pursue you for research done in good faith.`,
  },
  report: {
    title: "How to report",
    text: "E-mail our security team. Reports go to the on-call security engineer, not to a sales or support queue.",
    email: site.email.security,
    includeLabel: "A useful report includes",
    include: [
      "The affected URL, product or component, and its version",
      "Steps to reproduce, with a proof of concept if you have one",
      "The impact you believe it has",
      "How to reach you, and how you would like to be credited",
    ],
  },
  securityTxt: {
    text: "Our contact details in machine-readable form (RFC 9116):",
    label: "security.txt",
    href: securityTxtPath,
  },
  timeline: {
    title: "What happens next",
    steps: [
      {
        time: "2 business days",
        label: "Acknowledgement",
        text: "A named engineer confirms receipt and gives you a tracking reference.",
      },
      {
        time: "5 business days",
        label: "Triage",
        text: "We confirm the issue or explain why we disagree, rate its severity with CVSS 4.0 and share our plan.",
      },
      {
        time: "7 to 90 days",
        label: "Fix",
        text: "Critical issues are fixed or mitigated within 7 days, high within 30 and the rest within 90. You hear from us at least every two weeks.",
      },
      {
        time: "After the fix",
        label: "Advisory and credit",
        text: "We publish an advisory in Labs and credit you by name unless you prefer otherwise. Please wait for the fix, or 90 days, before publishing.",
      },
    ],
  },
  safeHarbor: {
    title: "Safe harbor",
    paragraphs: [
      "We will not take legal action against you, or ask law enforcement to investigate you, for research that follows this policy. We consider it authorized under the Computer Fraud and Abuse Act and similar laws, and we waive any terms of service that would conflict with it.",
      "Good faith means you avoid privacy violations, data destruction and service disruption; you access only the data needed to show the issue and delete it afterwards; you give us reasonable time to fix it; and you do not ask for payment in exchange for details. We do not run a paid bug bounty, but we credit every valid report.",
    ],
  },
  scope: {
    title: "Scope",
    inScope: {
      label: "In scope",
      items: [
        `${apexDomain} and every subdomain`,
        `${site.shadowCradleDefaultHosts.join(" and ")}`,
        `The ${shadowCradle.name} console, agents and APIs`,
        "Our open-source tools published on GitHub",
      ],
    },
    outOfScope: {
      label: "Out of scope",
      items: [
        "Denial-of-service or load testing",
        "Social engineering of our staff, and physical attacks on our offices",
        "Customer systems we manage: tell us and we will coordinate with the owner",
        "Scanner output without a demonstrated impact",
        "Missing headers or e-mail records without a working exploit",
        "Third-party services we use, which run their own programs",
      ],
    },
  },
} satisfies DisclosurePolicyProps;

export const complianceCta = {
  id: "compliance-cta-title",
  title: "An audit on the calendar?",
  text: `Tell us the framework and the date your auditor arrives. A compliance lead will reply within ${site.replyTime} with a readiness plan and a fixed quote.`,
  actions: [
    { label: "Talk to a compliance lead", href: "/contact" },
    { label: "Read our research", href: "/labs" },
  ],
} satisfies CtaBannerProps;
