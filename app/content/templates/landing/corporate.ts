import Building from "lucide-react/icons/building";
import Calculator from "lucide-react/icons/calculator";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Cog from "lucide-react/icons/cog";
import Compass from "lucide-react/icons/compass";
import Factory from "lucide-react/icons/factory";
import FileText from "lucide-react/icons/file-text";
import Landmark from "lucide-react/icons/landmark";
import Plane from "lucide-react/icons/plane";
import ShieldCheck from "lucide-react/icons/shield-check";
import Truck from "lucide-react/icons/truck";
import Users from "lucide-react/icons/users";
import Zap from "lucide-react/icons/zap";

import type { TemplatePage } from "~/lib/template-page";
import type { AccordionShowcaseProps } from "~/sections/kit/accordion-showcase";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { PostGridProps } from "~/sections/kit/post-grid";
import type { TeamGridProps } from "~/sections/kit/team-grid";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const corporatePage = {
  path: "/landing/corporate",
  title: "Granite & Co.: business services under one roof",
  description:
    "Granite & Co. provides accounting, payroll, compliance and facilities services to companies across the region. Services, industries, team and insights.",
  theme: "corporate",
  brand: "Granite & Co.",
} as const satisfies TemplatePage;

export const corporateHero = {
  layout: "split",
  eyebrow: "Business services since 1998",
  title: "The back office your company can stop worrying about",
  lead: "Accounting, payroll, compliance and facilities, run by one accountable team with a named partner for every client.",
  actions: [
    { label: "Book a consultation", href: "#contact" },
    { label: "Call +1 (555) 010-2040", href: "tel:+15550102040" },
  ],
  art: { seed: "gc-hero", motif: Building, alt: "Illustration of an office building" },
} as const satisfies KitHeroProps;

export const corporateServices = {
  id: "gc-services",
  heading: { eyebrow: "Services", title: "Six services, one contract" },
  columns: 3,
  items: [
    {
      icon: Calculator,
      title: "Accounting",
      text: "Monthly close in five working days, every month.",
    },
    {
      icon: Users,
      title: "Payroll",
      text: "Accurate pay in twelve countries, with local filings.",
    },
    {
      icon: ClipboardCheck,
      title: "Compliance",
      text: "Filings, audits and policies kept current.",
    },
    { icon: ShieldCheck, title: "Risk", text: "Insurance reviews and business continuity plans." },
    {
      icon: Cog,
      title: "Facilities",
      text: "Offices maintained, leases managed, vendors held to account.",
    },
    {
      icon: FileText,
      title: "Company secretarial",
      text: "Boards, minutes and registers in good order.",
    },
  ],
} as const satisfies FeatureGridProps;

export const corporatePartners = {
  id: "gc-partners",
  heading: { title: "Partners and accreditations" },
  logos: [
    { name: "Regional Chamber", icon: Landmark },
    { name: "Quality Certified", icon: ClipboardCheck },
    { name: "Payroll Guild", icon: Users },
    { name: "Secure Data Mark", icon: ShieldCheck },
  ],
} as const satisfies LogoStripProps;

export const corporateApproach = {
  id: "gc-approach",
  heading: { eyebrow: "Approach", title: "Steady, documented, on time" },
  tone: "soft",
  rows: [
    {
      title: "A named partner, not a ticket queue",
      text: "Every client has one partner who knows their business and answers the phone. Behind them, specialists in each service.",
      points: [
        "Quarterly reviews in person",
        "Service levels in the contract",
        "Handbooks for every process",
      ],
      art: { seed: "gc-approach", motif: Compass, alt: "Illustration of a compass" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const corporateIndustries = {
  id: "gc-industries",
  heading: {
    eyebrow: "Industries",
    title: "Sectors we serve",
    intro: "Open a sector to see what we do there.",
  },
  items: [
    {
      id: "manufacturing",
      title: "Manufacturing",
      text: "Inventory accounting, multi-site payroll and health and safety records.",
      art: { seed: "gc-i1", motif: Factory, alt: "Illustration of a factory" },
    },
    {
      id: "logistics",
      title: "Logistics",
      text: "Fleet cost tracking, driver payroll and customs paperwork.",
      art: { seed: "gc-i2", motif: Truck, alt: "Illustration of a truck" },
    },
    {
      id: "energy",
      title: "Energy",
      text: "Project accounting and regulatory filings for generators and grids.",
      art: { seed: "gc-i3", motif: Zap, alt: "Illustration of a lightning bolt" },
    },
    {
      id: "travel",
      title: "Travel",
      text: "Seasonal payroll, multi-currency books and supplier contracts.",
      art: { seed: "gc-i4", motif: Plane, alt: "Illustration of a plane" },
    },
  ],
} as const satisfies AccordionShowcaseProps;

export const corporateTestimonials = {
  id: "gc-testimonials",
  heading: { eyebrow: "Clients", title: "Why companies stay for years" },
  tone: "soft",
  items: [
    {
      quote: "Our month-end went from three weeks to five days and stayed there.",
      name: "Margaret Lowe",
      role: "CFO, Brookfield Foods",
      rating: 5,
    },
    {
      quote: "One call to our partner fixes what used to take five e-mails.",
      name: "Peter Osei",
      role: "Managing director, Osei Freight",
      rating: 5,
    },
    {
      quote: "The audit was the quietest we have had in a decade.",
      name: "Elif Kaya",
      role: "Finance lead, Tern Energy",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const corporateTeam = {
  id: "gc-team",
  heading: { eyebrow: "Leadership", title: "The partners" },
  people: [
    { name: "Robert Granite", role: "Senior partner" },
    { name: "Sunita Rao", role: "Partner, accounting" },
    { name: "Gareth Evans", role: "Partner, payroll" },
    { name: "Camille Dubois", role: "Partner, compliance" },
  ],
} as const satisfies TeamGridProps;

export const corporateInsights = {
  id: "gc-insights",
  heading: { eyebrow: "Insights", title: "Notes for finance leaders" },
  tone: "soft",
  posts: [
    {
      title: "Closing the books in five days",
      excerpt: "The calendar, the checklist and the two reconciliations that matter most.",
      topic: "Accounting",
      date: "2026-11-10",
      minutes: 6,
      author: "Sunita Rao",
      art: { seed: "gc-p1", motif: Calculator, alt: "" },
    },
    {
      title: "Payroll in a new country",
      excerpt: "What to set up before your first hire abroad.",
      topic: "Payroll",
      date: "2026-10-27",
      minutes: 5,
      author: "Gareth Evans",
      art: { seed: "gc-p2", motif: Users, alt: "" },
    },
    {
      title: "A compliance calendar that works",
      excerpt: "Every deadline of the year on one page, with owners.",
      topic: "Compliance",
      date: "2026-10-13",
      minutes: 4,
      author: "Camille Dubois",
      art: { seed: "gc-p3", motif: ClipboardCheck, alt: "" },
    },
  ],
} as const satisfies PostGridProps;

export const corporateContact = {
  id: "gc-contact",
  anchor: "contact",
  eyebrow: "Consultation",
  title: "A free hour with a partner",
  text: "We will look at your current set-up and tell you honestly where we can help, and where we cannot.",
  actions: [
    { label: "Call +1 (555) 010-2040", href: "tel:+15550102040" },
    { label: "Email hello@example.com", href: "mailto:hello@example.com" },
  ],
} as const satisfies CtaBannerProps;
