/**
 * The service catalogue: the services /services lists (its copy is content/pages/services.md),
 * and the source of the service slugs used by the case studies and of the /services#slug anchors.
 */
import { bySlug } from "~/lib/by-slug";
import type { ServiceDetail } from "~/sections/service-catalog";

import { products } from "./products";
import { site } from "./site";

/** A catalogue entry: the details shown on /services, plus a short name for filters and tags. */
export interface Service extends ServiceDetail {
  /** A short name for filter chips and tags, e.g. "Backup & DR". */
  shortName: string;
}

const shadowCradle = bySlug(products, "shadowcradle");

export const services = [
  {
    slug: "managed-detection-response",
    icon: "pulse",
    name: "Managed detection and response",
    shortName: "Detection & response",
    tagline: "Analysts on your alerts 24/7, threats contained in minutes",
    summary:
      "Our analysts watch endpoint, identity, e-mail and cloud activity around the clock, and contain threats under playbooks you approve in advance, so nobody waits for business hours to lock a compromised account.",
    included: [
      "24/7 monitoring of endpoints, Microsoft 365 or Google Workspace, identity and firewall logs",
      "Every alert triaged by a named analyst, with noisy rules tuned out each week",
      "Pre-approved containment: isolate a host, disable an account, revoke sessions, purge a phish",
      "Monthly threat hunts for new attacker techniques, mapped to MITRE ATT&CK",
      "Twelve months of searchable log retention",
      "A monthly report of alerts, incidents, containment times and open recommendations",
    ],
    engagement: {
      text: "We deploy our endpoint agent or adopt the one you already run, connect your identity and e-mail tenants, and agree a containment playbook with you. Detection runs in learning mode for 14 days before automatic containment is switched on.",
      points: [
        "Minimum 25 endpoints; month-to-month after a 90-day onboarding term",
        "Phone escalation to your named contacts, day or night",
        "Quarterly review with your IT or security lead",
      ],
    },
    outcomes: [
      { value: "14 min", label: "median time from a critical alert to a named analyst" },
      { value: "30 min", label: "target to contain a confirmed critical threat, 24/7" },
      { value: "12 months", label: "of log history kept for investigations and audits" },
    ],
    pricing: "from $11 per endpoint per month, identity and e-mail monitoring included.",
  },
  {
    slug: "backup-disaster-recovery",
    icon: "database",
    name: "Backup and disaster recovery",
    shortName: "Backup & DR",
    tagline: "Immutable copies, restores tested every night",
    summary:
      "Immutable off-site backups of servers, virtual machines and cloud mailboxes, restores tested automatically every night, and a written recovery plan whose time targets you sign off before you ever need them.",
    included: [
      "Image-level backup of physical servers, VMs, Microsoft 365 and Google Workspace",
      "Object-locked copies in a second US region that ransomware and rogue admins cannot delete",
      "Nightly automated restore tests, each booted and screenshotted",
      "A recovery plan per critical system, with the RPO and RTO you agreed",
      "A 24/7 recovery desk to declare a disaster and boot servers in our cloud",
      "One full failover drill a year, witnessed by your team",
    ],
    engagement: {
      text: "We start with a recovery workshop: which systems matter, how much data you can afford to lose and how long you can be down. We size the backup policy to those answers, seed the first copies over the network or by encrypted drive, and run the first full restore test within 30 days.",
      points: [
        "No minimum server count; month-to-month terms",
        "Storage billed per GB retained, with no restore or egress fees",
        "Runs on our own platform, so we answer for every layer",
      ],
    },
    outcomes: [
      { value: "RPO 15 min", label: "snapshot interval for critical servers" },
      { value: "RTO 1 hour", label: "to run a critical server in our cloud after you declare" },
      { value: "99.7%", label: "of nightly restore tests pass first time" },
    ],
    pricing: "from $65 per protected server per month plus $0.02 per GB retained.",
    link: { label: `How ${shadowCradle.name} works`, href: shadowCradle.href },
  },
  {
    slug: "network-security",
    icon: "shield",
    name: "Network security",
    shortName: "Network security",
    tagline: "Firewalls, segmentation and remote access, managed",
    summary:
      "Firewall design and round-the-clock management for one office or two hundred: segmentation that keeps guests, cameras and payment terminals away from your servers, and remote access that does not leave a door open.",
    included: [
      "Firewall design, configuration and 24/7 management, on your hardware or ours",
      "Segmentation of servers, staff, guests, cameras and payment devices",
      "Secure remote access with device checks, replacing exposed RDP and legacy VPNs",
      "DNS filtering and intrusion prevention tuned by our detection team",
      "Quarterly external scans and a yearly configuration review against CIS benchmarks",
      "Every rule change ticketed, peer-reviewed and reversible",
    ],
    engagement: {
      text: "We survey each site, remotely where we can, document what exists and propose a target design. Changes roll out in agreed maintenance windows, one site at a time, each with a written rollback plan.",
      points: [
        "Priced per site; hardware at cost or your existing firewalls",
        "Standard changes by the next business day",
        "Configuration backups kept off-device for every site",
      ],
    },
    outcomes: [
      { value: "1 hour", label: "to push an emergency block rule to every site" },
      { value: "0", label: "internet-exposed remote desktop ports after onboarding" },
      { value: "1 day", label: "turnaround on standard change requests, business days" },
    ],
    pricing: "from $149 per site per month, including monitoring and change requests.",
  },
  {
    slug: "cloud-infrastructure",
    icon: "cloud",
    name: "Cloud and infrastructure",
    shortName: "Cloud & infrastructure",
    tagline: "Microsoft 365, Azure, AWS and servers, built and kept patched",
    summary:
      "Microsoft 365, Azure, AWS and on-premises servers, built to a documented baseline, hardened, patched on a published calendar and documented in a wiki that belongs to you, not to us.",
    included: [
      "Microsoft 365, Entra ID, Azure and AWS tenants set up to a documented security baseline",
      "Windows and Linux servers hardened, monitored and patched monthly",
      "Critical patches piloted on a test group, then rolled out everywhere",
      "New cloud environments written as code (Terraform or Bicep), reviewed like software",
      "Monthly cost review that flags idle resources and oversized instances",
      "Runbooks and network diagrams kept current in a wiki you own",
    ],
    engagement: {
      text: "Projects such as a migration, a new tenant or a data-center exit are scoped and quoted at a fixed price. Day-to-day running is a monthly fee per server or tenant, with a patch and change calendar you can see.",
      points: [
        "Fixed-price projects, quoted after a free scoping call",
        "Patch windows agreed with you, never during your busy season",
        "Administrator access handed back in full if you leave",
      ],
    },
    outcomes: [
      { value: "72 hours", label: "to deploy critical security patches after release" },
      { value: "99.9%", label: "monthly availability target for managed servers" },
      { value: "18%", label: "average cloud bill reduction after the first cost review" },
    ],
    pricing: "from $45 per managed server per month; projects at a fixed price.",
  },
  {
    slug: "identity-access",
    icon: "key",
    name: "Identity and access",
    shortName: "Identity & access",
    tagline: "Passkeys, single sign-on and access reviews",
    summary:
      "Phishing-resistant sign-in for everyone, single sign-on for the applications people use every day, and access reviews that make a leaver's accounts disappear the day they go.",
    included: [
      "Phishing-resistant MFA with passkeys and FIDO2 keys, and a fallback plan for everyone",
      "Single sign-on for cloud and on-premises applications",
      "A joiner, mover and leaver process with same-day account removal",
      "Separate admin accounts and just-in-time elevation for privileged work",
      "Conditional access by device health and location",
      "Quarterly access reviews, with evidence your auditor will accept",
    ],
    engagement: {
      text: "We inventory every application and admin account first, then roll out MFA in waves: IT, then finance and executives, then everyone else. Each wave gets a short training session and a dedicated help line for its first week.",
      points: [
        "Rollout at a fixed price, sized by headcount",
        "Ongoing administration billed per user per month",
        "Works with Entra ID, Google Workspace and Okta",
      ],
    },
    outcomes: [
      { value: "100%", label: "of staff on phishing-resistant MFA by the end of the rollout" },
      { value: "4 hours", label: "to remove a leaver's access, business hours" },
      { value: "6 weeks", label: "typical rollout for a 250-person company" },
    ],
    pricing: "rollout from $4,500 fixed; administration from $3 per user per month.",
  },
  {
    slug: "compliance-readiness",
    icon: "document",
    name: "Compliance readiness",
    shortName: "Compliance",
    tagline: "SOC 2, ISO 27001, HIPAA and PCI DSS, ready before the auditor",
    summary:
      "Gap assessments, remediation and evidence collection for SOC 2, ISO 27001, HIPAA, PCI DSS and NIST CSF. We prepare you for the audit; we do not perform it, because the firm that builds your controls should not be the one that grades them.",
    included: [
      "A gap assessment against the framework your customers or regulators ask for",
      "A prioritized remediation plan with owners and dates",
      "Policies written for how you actually work, not a downloaded template",
      "Evidence collected automatically where possible: access reviews, backups, patching",
      "A readiness review, a dress rehearsal, before the auditor arrives",
      "Someone beside you in control walkthroughs during the audit",
    ],
    engagement: {
      text: "The gap assessment is a fixed-price project of three to four weeks. Afterward you can run the plan yourselves, or keep us on monthly to do the work and keep evidence current. We introduce you to independent audit firms and stay out of the audit itself.",
      points: [
        "Fixed-price assessment, then an optional monthly program",
        "Evidence kept in your own tools, not locked in ours",
        "Introductions to independent auditors at no cost",
      ],
    },
    outcomes: [
      { value: "4 weeks", label: "from kickoff to a written gap assessment and plan" },
      { value: "6 months", label: "median from kickoff to a first SOC 2 Type I report" },
      { value: "70%", label: "of recurring evidence collected automatically" },
    ],
    pricing: "gap assessment from $8,500 fixed; ongoing program from $2,400 per month.",
    link: { label: "Frameworks we support", href: "/compliance" },
  },
  {
    slug: "incident-response",
    icon: "bolt",
    name: "Incident response",
    shortName: "Incident response",
    tagline: "A 24/7 hotline, containment and a plain-English report",
    summary: `A 24/7 hotline answered by an incident handler, not a call center: containment, forensic triage, recovery from clean backups, then a plain-English account of what happened. Call ${site.phone.incident.display}, whether or not you are a customer.`,
    included: [
      "A 24/7 hotline answered by an incident handler",
      "Containment: isolate hosts, reset credentials, cut off attacker access",
      "Forensic triage: how they got in, what they touched, what left",
      "Recovery from clean backups, rebuilding systems that can no longer be trusted",
      "Coordination with your insurer, breach counsel and law enforcement",
      "A written report and a lessons-learned session within 10 business days",
    ],
    engagement: {
      text: "Retainer customers get guaranteed response times and pre-agreed rates; anyone else who calls gets our best available response at standard rates. Every retainer includes a yearly tabletop exercise with your leadership team.",
      points: [
        "Retainer hours roll over for 12 months",
        "Unused hours can be spent on tabletop exercises or assessments",
        "We work alongside your insurer's panel firm when required",
      ],
    },
    outcomes: [
      { value: "15 min", label: "call-back from an incident handler for retainer customers" },
      { value: "2 hours", label: "until a responder is working in your environment remotely" },
      { value: "10 days", label: "business days to the final written report" },
    ],
    pricing: "retainers from $6,000 a year with 20 prepaid hours; ad hoc at $325 per hour.",
  },
  {
    slug: "it-consulting",
    icon: "compass",
    name: "IT consulting",
    shortName: "IT consulting",
    tagline: "Fractional CISO, roadmaps and vendor selection",
    summary:
      "Senior judgment for teams that do not need another tool: a fractional CISO or IT director, roadmaps tied to budget and risk, vendor selection, and answers to the security questionnaires that stall your sales.",
    included: [
      "Fractional CISO or IT director time, from two days a month",
      "Security and IT roadmaps tied to budget and measurable risk",
      "Vendor selection and contract review for security and infrastructure tools",
      "Board and insurer reporting in plain English",
      "Security questionnaires answered for your sales team",
      "IT and security due diligence before an acquisition",
    ],
    engagement: {
      text: "Every engagement opens with a two-week discovery: interviews, a documentation review and a light technical assessment, ending in a written roadmap. After that, time is booked in monthly blocks you can scale up or down.",
      points: [
        "Monthly blocks, changed or ended with 30 days' notice",
        "Project work quoted in advance, never open-ended",
        "No reselling commissions: we recommend tools on merit",
      ],
    },
    outcomes: [
      { value: "2 weeks", label: "from discovery to a written roadmap" },
      { value: "5 days", label: "turnaround on a standard security questionnaire" },
      { value: "30 days", label: "notice to change or end an engagement" },
    ],
    pricing: "fractional CISO from $4,800 per month (two days); projects quoted in advance.",
  },
] as const satisfies readonly Service[];

/** A service's identifier, as used by case studies and the /services#slug anchors. */
export type ServiceSlug = (typeof services)[number]["slug"];

/** Where a service is described: its anchor on /services. */
export const serviceHref = (slug: ServiceSlug) => `/services#${slug}`;
