/**
 * Copy of the About page (/about), section by section, in page order. Brand, place and founding
 * year come from the site config; product names from the catalogue. People are fictional.
 */
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import type { CertificationsProps } from "~/sections/certifications";
import type { CtaBannerProps } from "~/sections/cta-banner";
import type { FeatureGridProps } from "~/sections/feature-grid";
import type { PageHeaderProps } from "~/sections/page-header";
import type { StoryProps } from "~/sections/story";
import type { TeamGridProps } from "~/sections/team-grid";
import type { TimelineProps } from "~/sections/timeline";

import { products } from "./products";
import { site } from "./site";

const shadowCradle = bySlug(products, "shadowcradle");

const previewNames = [bySlug(products, "firecradle"), bySlug(products, "vcradle")]
  .map((product) => product.name)
  .join(" and ");

const place = `${site.address.city}, ${site.address.region}`;
const headcount = 64;

export const aboutMeta = {
  title: "About us: story, leadership and assurance",
  description: `${site.brand} is an independent security and IT services company founded in ${place} in ${site.foundedYear}. Meet the team and see what we hold.`,
} as const satisfies PageCopy;

export const aboutHeader = {
  id: "about-title",
  eyebrow: `About ${site.brand}`,
  title: "Built by engineers who were tired of hoping backups worked",
  lead: `We started ${site.brand} to be the team we had always wanted to call at 2 a.m.: people who answer, who have already tested the restore, and who tell you plainly what happened. That is still the whole idea.`,
  actions: [
    { label: "Meet the leadership team", href: "#team-title" },
    { label: "Talk to us", href: "/contact" },
  ],
  facts: {
    title: "At a glance",
    items: [
      { label: "Founded", value: String(site.foundedYear) },
      { label: "Headquarters", value: place },
      { label: "People", value: `${headcount} engineers, analysts and staff` },
      { label: "MSP partners", value: "140+" },
      { label: "Ownership", value: "Independent, founder-led" },
    ],
  },
} satisfies PageHeaderProps;

export const aboutStory = {
  id: "story-title",
  heading: {
    eyebrow: "Our story",
    title: `From three clients in ${site.address.city} to a 24/7 operation`,
  },
  paragraphs: [
    `${site.brand} began in ${place}, in ${site.foundedYear}, when two engineers who had spent years on the receiving end of late-night phone calls decided to build the service they had always wanted to call. Between them they had rescued too many backups that looked fine right up to the day they were needed.`,
    `We started with three managed service providers as clients and a single habit: every backup we run is restored and checked before anyone needs it. That habit of proving things rather than asserting them shaped everything that followed: the detection team that works through the night, the incident hotline anyone can call, the compliance practice, and ${shadowCradle.name}, the backup platform our partners now resell under their own names.`,
    `Today ${headcount} people work from our ${site.address.city} office and remotely across the US, for MSPs, for companies with an audit on the calendar and for households who simply want their photos to survive a dead laptop. We are still independent and still run by our founders, which means we can turn down work we would not do well.`,
  ],
  callout: {
    title: "Our mission",
    statement: "Make recovery provable, for every customer, every system, every night.",
    points: [
      "Figures we measure and publish, not promises in a brochure",
      "Evidence customers can hand to auditors, insurers and their own clients",
      "Plain answers about what we do not do yet",
    ],
  },
} satisfies StoryProps;

export const aboutValues = {
  id: "values-title",
  heading: {
    eyebrow: "What we value",
    title: "Four habits we hire for",
    intro:
      "These are not posters on a wall. They are the questions we ask in interviews and in every incident review.",
  },
  items: [
    {
      icon: "search",
      title: "Prove it",
      text: "A restore nobody has tested is a hope. We show how every figure we quote is measured and hand customers the evidence.",
    },
    {
      icon: "phone",
      title: "Answer the phone",
      text: "A person picks up at 2 a.m., knows your environment and is allowed to act. Escalation is a phone call, not a ticket queue.",
    },
    {
      icon: "document",
      title: "Say what we don't do",
      text: "We tell customers when something is outside our depth, when a certification is still in progress, and when they don't need us.",
    },
    {
      icon: "key",
      title: "Leave the keys",
      text: "Customers own their documentation, admin accounts and data. Leaving us should take a week, not a lawsuit.",
    },
  ],
} satisfies FeatureGridProps;

export const aboutTeam = {
  id: "team-title",
  heading: {
    eyebrow: "Leadership",
    title: "The people accountable for your 2 a.m.",
    intro:
      "Every member of the leadership team has carried an on-call phone, and most still do one shift a month.",
  },
  people: [
    {
      name: "Maya Okafor",
      role: "Co-founder and Chief Executive Officer",
      background:
        "Ran infrastructure for a 120-client MSP for nine years before co-founding the company to fix the backups she kept having to rescue.",
    },
    {
      name: "Daniel Reyes",
      role: "Co-founder and Chief Technology Officer",
      background: `Built storage systems at a cloud hosting provider, then designed the immutable backup platform ${shadowCradle.name} runs on.`,
    },
    {
      name: "Priya Raman",
      role: "Vice President, Security Operations",
      background:
        "Led a 30-analyst security operations center at a regional bank; holds the CISSP and GCIH and still works a night shift each month.",
    },
    {
      name: "Marcus Whitfield",
      role: "Head of Incident Response",
      background:
        "Fifteen years of incident response and digital forensics, six of them at a breach-response firm; holds the OSCP and GCFA.",
    },
    {
      name: "Elena Kowalski",
      role: "Director of Compliance and Risk",
      background:
        "A former IT auditor at a CPA firm who has walked more than 40 companies through SOC 2 and ISO 27001 readiness.",
    },
    {
      name: "Jordan Ellis",
      role: "Vice President, Partners and Customer Success",
      background:
        "Ran service delivery at two MSPs; now looks after our partner program and every escalation that reaches a manager.",
    },
  ],
  note: "Avatars are generated from initials: we would rather show you a name than a stock photo.",
} satisfies TeamGridProps;

export const aboutTimeline = {
  id: "timeline-title",
  heading: {
    eyebrow: "Milestones",
    title: `From ${site.foundedYear} to today`,
  },
  milestones: [
    {
      year: site.foundedYear,
      title: `${site.brand} opens in ${site.address.city}`,
      text: "Two founders, three MSP clients and a rack in a colocation center. Every backup is restore-tested by hand each week.",
    },
    {
      year: 2020,
      title: "The first night shift",
      text: "Remote work multiplies our clients' attack surface overnight. We staff a 24/7 rotation and launch managed detection and response.",
    },
    {
      year: 2021,
      title: "Backups that cannot be deleted",
      text: "After helping two clients through ransomware, we rebuild backup on object-locked storage in a second region and automate nightly restore tests.",
    },
    {
      year: 2022,
      title: "Incident response practice",
      text: "A dedicated incident response team forms, and the 24/7 hotline opens to anyone who calls, customer or not.",
    },
    {
      year: 2023,
      title: `${shadowCradle.name} launches`,
      text: "Our backup platform becomes a product MSPs can resell under their own name, with per-client billing. Forty partners join in the first year.",
    },
    {
      year: 2024,
      title: "Compliance readiness practice",
      text: "Customers preparing for SOC 2, ISO 27001 and HIPAA get a dedicated team; headcount passes 50.",
    },
    {
      year: 2025,
      title: "Our own house in order",
      text: "An independent readiness assessment of our own controls, an external penetration test, and a full-time internal security lead.",
    },
    {
      year: 2026,
      title: "SOC 2 Type II audit and new products",
      text: `Our SOC 2 Type II observation period begins in January, and ${previewNames} enter preview with design partners.`,
    },
  ],
} satisfies TimelineProps;

export const aboutAssurance = {
  id: "assurance-title",
  heading: {
    eyebrow: "Certifications and assurance",
    title: "What we hold, and what we don't yet",
    intro:
      "Security companies are quick to borrow logos. Here is exactly where we stand, with dates, so you can hold us to them.",
  },
  groups: [
    {
      status: "held",
      title: "Held today",
      summary:
        "Certifications held by individual staff, and controls already independently checked.",
      items: [
        {
          icon: "users",
          title: "CISSP · 9 staff",
          detail:
            "Held individually by nine engineers and analysts, including our head of security operations.",
        },
        {
          icon: "search",
          title: "OSCP, GCIH and GCFA · 7 staff",
          detail:
            "Offensive security, incident handling and forensics certifications across the response team.",
        },
        {
          icon: "cloud",
          title: "Microsoft and AWS security · 14 staff",
          detail:
            "Azure Security Engineer, Microsoft 365 Administrator Expert and AWS Security Specialty.",
        },
        {
          icon: "shield-check",
          title: "Independent penetration test",
          detail: "Completed March 2026 by an outside firm; summary letter available under NDA.",
        },
        {
          icon: "document",
          title: "Cyber liability insurance",
          detail:
            "$5 million in cyber and technology errors-and-omissions cover; certificate on request.",
        },
      ],
    },
    {
      status: "in-progress",
      title: "In progress",
      summary: "Work that is under way with an outside party, and a date we expect it to finish.",
      items: [
        {
          icon: "clock",
          title: "SOC 2 Type II",
          detail:
            "Observation period under way since January 2026 with an independent CPA firm; report expected Q2 2027. Our control summary is available under NDA until then.",
        },
        {
          icon: "shield",
          title: "HIPAA security risk assessment",
          detail:
            "We sign business associate agreements today; an independent assessment of our own services is due in Q1 2027.",
        },
      ],
    },
    {
      status: "planned",
      title: "Planned",
      summary:
        "Commitments we have made, with no certificate to claim until an auditor issues one.",
      items: [
        {
          icon: "globe",
          title: "ISO/IEC 27001",
          detail:
            "Certification audit planned after the SOC 2 report, targeted for late 2027. We will not use the mark before a certificate exists.",
        },
        {
          icon: "database",
          title: "CSA STAR Level 1",
          detail: `A public Cloud Security Alliance self-assessment for ${shadowCradle.name}, planned for 2027.`,
        },
      ],
    },
  ],
  more: { label: "Our full security posture", href: "/compliance" },
} satisfies CertificationsProps;

export const aboutCta = {
  id: "about-cta-title",
  title: "Work with us, or work here",
  text: `Whether you need a partner for your clients' backups or a team that answers at 2 a.m., we would like to hear from you. We are also hiring analysts and engineers in ${site.address.city}.`,
  actions: [
    { label: "Start a conversation", href: "/contact" },
    { label: "Ask about open roles", href: `mailto:${site.email.careers}` },
  ],
  note: {
    text: "Prefer the phone? Call us on",
    link: { label: site.phone.main.display, href: `tel:${site.phone.main.tel}` },
  },
} satisfies CtaBannerProps;
