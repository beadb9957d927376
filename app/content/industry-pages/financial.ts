/** Copy of /industries/financial, a preview page marked Soon. */
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
