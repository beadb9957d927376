/** Copy of /industries/healthcare, a preview page marked Soon. */
import { bySlug } from "~/lib/by-slug";

import { industries } from "../industries";
import { site } from "../site";
import {
  allProducts,
  availableLabel,
  incidentNote,
  type IndustryPageContent,
  industryPagePath,
  notifyAnchor,
  notifyBand,
  productFit,
  shadowCradle,
  trailFor,
} from "./shared";

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
