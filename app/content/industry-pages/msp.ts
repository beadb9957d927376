/** Copy of /industries/msp. */
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
