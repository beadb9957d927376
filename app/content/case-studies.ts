/**
 * The case studies /portfolio lists (its copy is content/pages/portfolio.md). Clients are fictional and described by type; their
 * industries come from industries.ts and their services from services.ts, by slug.
 */
import { bySlug } from "~/lib/by-slug";
import type { CaseStudy } from "~/sections/case-study-card";
import type { FilterOption } from "~/sections/case-study-filter";

import { industries } from "./industries";
import { products } from "./products";
import { serviceHref, services, type ServiceSlug } from "./services";

type IndustrySlug = (typeof industries)[number]["slug"];

/** A case study whose industry and services are checked against the catalogues. */
interface CatalogCaseStudy extends CaseStudy {
  industry: IndustrySlug;
  services: readonly ServiceSlug[];
}

const shadowCradle = bySlug(products, "shadowcradle");

export const caseStudies = [
  {
    slug: "veterinary-group",
    client: "A 40-site veterinary group",
    industry: "healthcare",
    services: ["backup-disaster-recovery", "network-security"],
    headline:
      "Every clinic's practice-management server restorable in under an hour, proven nightly.",
    challenge:
      "Each clinic kept its own practice-management server and a USB drive for backups. When a burst pipe flooded one clinic, the newest usable copy was 11 days old and the front desk rebuilt appointments from paper.",
    approach:
      "We replaced drive rotation with image backups to object-locked storage in a second region, put every clinic behind a managed firewall with imaging equipment and guest Wi-Fi on their own segments, and wrote a one-page recovery runbook for practice managers.",
    results: [
      { value: "15 min", label: "recovery point for every clinic server, down from up to 7 days" },
      { value: "38 min", label: "to run a clinic's server in our cloud during the annual drill" },
      { value: "40 of 40", label: "clinics passing nightly restore tests" },
    ],
  },
  {
    slug: "msp-white-label-backup",
    client: "A 25-person MSP serving 180 small businesses",
    industry: "msp",
    services: ["backup-disaster-recovery", "managed-detection-response"],
    headline: `One backup platform across every client, resold under the MSP's own brand.`,
    challenge:
      "Three different backup tools, no restore testing and two technicians on call every night. A ransomware case at a dental client took four days to recover and nearly cost the MSP its biggest account.",
    approach: `We moved every client onto a white-labelled ${shadowCradle.name} with per-client billing, and made our analysts the MSP's after-hours escalation desk, working from a shared runbook and ticket queue.`,
    results: [
      { value: "3 hours", label: "to recover a comparable ransomware case, down from four days" },
      { value: "−70%", label: "after-hours calls reaching the MSP's own technicians" },
      { value: "31%", label: "gross margin on resold backup, up from 12%" },
    ],
  },
  {
    slug: "logistics-detection",
    client: "A regional logistics company with 600 employees",
    industry: "enterprise",
    services: ["managed-detection-response", "identity-access", "incident-response"],
    headline: "A phished account locked at 2 a.m., before the IT team woke up.",
    challenge:
      "A four-person IT team with no overnight cover and text-message codes as the only second factor. A phished dispatcher's mailbox had been used to send customers invoices with changed bank details.",
    approach:
      "Managed detection across endpoints and Microsoft 365, passkeys for everyone in six weeks starting with finance and dispatch, and an incident response retainer with a yearly tabletop exercise for the leadership team.",
    results: [
      { value: "9 min", label: "median time to contain a compromised account, nights included" },
      { value: "100%", label: "of staff on phishing-resistant sign-in within six weeks" },
      { value: "0", label: "successful invoice-fraud attempts in the 12 months since" },
    ],
  },
  {
    slug: "credit-union-exam",
    client: "A credit union with 14 branches",
    industry: "financial",
    services: ["compliance-readiness", "identity-access", "network-security"],
    headline: "From repeat exam findings to a clean examination in one cycle.",
    challenge:
      "Examiners had flagged inconsistent access reviews and flat branch networks two years running. Evidence for each exam lived in spreadsheets and inboxes, and took the IT manager a month to assemble.",
    approach:
      "A gap assessment against NIST CSF and the examiners' findings, segmentation of every branch network in overnight windows, and quarterly access reviews run from the identity system with evidence filed automatically.",
    results: [
      { value: "11 → 0", label: "examination findings, from one cycle to the next" },
      { value: "14", label: "branches segmented with no downtime in business hours" },
      { value: "3 days", label: "to assemble exam evidence, down from a month" },
    ],
  },
  {
    slug: "software-company-soc2",
    client: "A 90-person business software company",
    industry: "enterprise",
    services: ["compliance-readiness", "cloud-infrastructure", "it-consulting"],
    headline: "A first SOC 2 report in five months, and enterprise deals unstuck.",
    challenge:
      "Enterprise deals stalled on security questionnaires and the lack of a SOC 2 report. Its AWS accounts had grown for six years without guardrails, and nobody owned security full time.",
    approach:
      "A fractional CISO two days a month, an AWS landing zone rebuilt as code with logging and least-privilege roles, and a SOC 2 readiness program with evidence collected from the tools the engineers already used.",
    results: [
      { value: "5 months", label: "from kickoff to a SOC 2 Type I report" },
      { value: "−22%", label: "monthly AWS spend after the first cost review" },
      { value: "5 days", label: "to answer a security questionnaire, down from three weeks" },
    ],
  },
  {
    slug: "law-firm-ransomware",
    client: "A 70-lawyer law firm",
    industry: "enterprise",
    services: ["incident-response", "backup-disaster-recovery"],
    headline: "Ransomware on a Friday night; open for business on Monday morning.",
    challenge:
      "Ransomware encrypted the firm's file servers late on a Friday. Its backups sat on the same Windows domain and had been encrypted too, and its insurer needed a responder on the case within hours.",
    approach:
      "Our responders contained the attack remotely, traced the entry to an unpatched VPN appliance, rebuilt the domain from scratch and restored documents from the document-management system's cloud copy. The firm then moved to immutable off-site backup.",
    results: [
      { value: "2 hours", label: "from the first call to containment" },
      { value: "62 hours", label: "until core systems were back, before Monday opening" },
      { value: "$0", label: "paid in ransom" },
    ],
  },
  {
    slug: "physician-practice",
    client: "A 220-physician multi-specialty practice",
    industry: "healthcare",
    services: ["identity-access", "compliance-readiness", "managed-detection-response"],
    headline: "Individual sign-in on every exam-room workstation, without slowing clinicians down.",
    challenge:
      "Shared logins on exam-room workstations, a HIPAA security risk analysis three years overdue, and an endpoint tool whose alerts nobody read after 5 p.m.",
    approach:
      "Badge-and-PIN sign-in with fast user switching on shared workstations, a full HIPAA security risk analysis with a remediation plan the board approved, and managed detection across every endpoint.",
    results: [
      { value: "100%", label: "of clinical workstations on individual sign-in" },
      { value: "8 s", label: "average time to switch users at a shared workstation" },
      { value: "6 weeks", label: "to complete the overdue HIPAA risk analysis" },
    ],
  },
  {
    slug: "msp-exchange-migration",
    client: "A 12-person MSP with 40 clients on aging mail servers",
    industry: "msp",
    services: ["cloud-infrastructure", "identity-access"],
    headline: "Forty clients off on-premises Exchange in five months, with no lost mail.",
    challenge:
      "Forty clients still ran on-premises Exchange servers past end of support, and the MSP had no spare engineers to migrate them while keeping the help desk running.",
    approach:
      "A repeatable migration runbook run by our engineers under the MSP's name: mailbox moves overnight, MFA and conditional access switched on at cut-over, and the old servers decommissioned and wiped.",
    results: [
      { value: "40", label: "clients migrated in five months" },
      { value: "0", label: "messages lost across 3,100 mailboxes" },
      { value: "−35%", label: "mail-related help desk tickets afterwards" },
    ],
  },
  {
    slug: "insurance-agency",
    client: "An independent insurance agency with 9 offices",
    industry: "financial",
    services: ["network-security", "managed-detection-response", "it-consulting"],
    headline: "A cyber insurance renewal saved, and a lower premium to show for it.",
    challenge:
      "Each office had been set up by a different contractor. The agency's own cyber insurer asked for MFA, endpoint detection and a network diagram at renewal, and the agency could provide none of them.",
    approach:
      "One firewall policy across all nine offices, endpoint detection and response monitored around the clock, and a consultant who answered the insurer's questionnaire line by line with the evidence attached.",
    results: [
      { value: "9", label: "offices on one managed firewall policy" },
      { value: "−18%", label: "cyber insurance premium at renewal" },
      { value: "1 hour", label: "to push an emergency block rule to every office" },
    ],
  },
  {
    slug: "family-home-office",
    client: "A family of five with two home businesses",
    industry: "consumer",
    services: ["backup-disaster-recovery", "network-security", "identity-access"],
    headline: "Fifteen years of photos in two places, and a home network that is finally theirs.",
    challenge:
      "Every family photo lived on one laptop. The router still had its factory password, business and family devices shared one network, and the same password opened a dozen accounts.",
    approach:
      "Automatic backup for laptops and phones, a new router with separate networks for work, family and smart-home devices, and a password manager and passkeys set up with each person.",
    results: [
      { value: "1.2 TB", label: "of photos and documents now kept in two locations" },
      { value: "27", label: "reused passwords replaced with unique ones or passkeys" },
      { value: "3 hours", label: "on site to set it all up, plus a yearly check-up call" },
    ],
  },
  {
    slug: "tech-support-scam",
    client: "A retired couple targeted by a tech-support scam",
    industry: "consumer",
    services: ["incident-response", "identity-access"],
    headline: "Accounts secured and the bank alerted on the same afternoon.",
    challenge:
      "A caller posing as their bank talked them into installing a remote-access tool. Their e-mail and online-banking passwords were saved in the browser the scammer could see.",
    approach:
      "A same-day visit: the remote-access tool removed and the laptop reinstalled, every important account secured with a new password and a passkey, and a call to the bank's fraud team made together.",
    results: [
      { value: "4 hours", label: "from their call to every account secured" },
      { value: "$0", label: "lost; one pending transfer stopped by the bank" },
      { value: "18", label: "accounts re-secured and written into a paper recovery sheet" },
    ],
  },
] as const satisfies readonly CatalogCaseStudy[];

const usedIndustries = new Set<string>(caseStudies.map((study) => study.industry));
const usedServices = new Set<string>(caseStudies.flatMap((study) => study.services));

/** Industry choices: only those with at least one case study, in catalogue order. */
const industryOptions: FilterOption[] = industries
  .filter((industry) => usedIndustries.has(industry.slug))
  .map((industry) => ({
    value: industry.slug,
    label: industry.shortName,
    cardLabel: industry.name,
  }));

/** Service choices: only those used by at least one case study, in catalogue order. */
const serviceOptions: FilterOption[] = services
  .filter((service) => usedServices.has(service.slug))
  .map((service) => ({
    value: service.slug,
    label: service.shortName,
    cardLabel: service.name,
    href: serviceHref(service.slug),
  }));

/** The filter's choices: the industries and services the case studies use, in catalogue order. */
export const caseStudyFilterOptions = { industries: industryOptions, services: serviceOptions };
