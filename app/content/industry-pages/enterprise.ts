/** Copy of /industries/enterprise. */
import { bySlug } from "~/lib/by-slug";

import { industries } from "../industries";
import {
  allProducts,
  availableLabel,
  incidentNote,
  type IndustryPageContent,
  industryPagePath,
  measuredNote,
  productFit,
  shadowCradle,
  trailFor,
} from "./shared";

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
