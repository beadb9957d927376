import Banknote from "lucide-react/icons/banknote";
import Briefcase from "lucide-react/icons/briefcase";
import Building2 from "lucide-react/icons/building-2";
import ChartNoAxesCombined from "lucide-react/icons/chart-no-axes-combined";
import Factory from "lucide-react/icons/factory";
import Globe from "lucide-react/icons/globe";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Lightbulb from "lucide-react/icons/lightbulb";
import Route from "lucide-react/icons/route";
import Scale from "lucide-react/icons/scale";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Users from "lucide-react/icons/users";

import type { TemplatePage } from "~/lib/template-page";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { StatsProps } from "~/sections/kit/stats";
import type { StepsProps } from "~/sections/kit/steps";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const consultingPage = {
  path: "/landing/business-consulting",
  title: "Meridian Partners: consulting for mid-sized firms",
  description:
    "Meridian Partners helps mid-sized companies with strategy, operations and finance: practical plans, measured results. Services, industries, process and case studies.",
  theme: "consulting",
  brand: "Meridian Partners",
} as const satisfies TemplatePage;

export const consultingHero = {
  layout: "split",
  eyebrow: "Business consulting",
  title: "Clear plans for companies that have outgrown guesswork",
  lead: "We work with firms of 50 to 2,000 people on strategy, operations and finance, and stay until the plan shows up in the numbers.",
  art: { seed: "mp-hero", motif: ChartNoAxesCombined, alt: "Illustration of a growth chart" },
} as const satisfies Omit<KitHeroProps, "below">;

export const consultingCallForm = {
  label: "Book a call",
  fields: [
    {
      name: "email",
      label: "Work email",
      type: "email",
      required: true,
      autoComplete: "email",
      placeholder: "you@company.com",
    },
  ],
  submitLabel: "Book a call",
  thanks: "Thanks! We would reply to {first}; this sample page sends nothing.",
  inline: true,
  note: "A partner replies within one working day.",
} as const;

export const consultingStats = {
  id: "mp-stats",
  heading: { title: "Meridian in numbers" },
  hideHeading: true,
  tone: "dark",
  items: [
    { value: "320", label: "projects delivered" },
    { value: "18%", label: "average cost saving" },
    { value: "94%", label: "clients who return" },
    { value: "15", label: "years in practice" },
  ],
} as const satisfies StatsProps;

export const consultingServices = {
  id: "mp-services",
  heading: { eyebrow: "Services", title: "Where we help most" },
  columns: 3,
  items: [
    {
      icon: Lightbulb,
      title: "Strategy",
      text: "Where to play, how to win, and what to stop doing.",
    },
    { icon: Route, title: "Operations", text: "Leaner processes and supply chains that hold up." },
    {
      icon: Banknote,
      title: "Finance",
      text: "Pricing, cash flow and planning that leaders trust.",
    },
    { icon: Users, title: "Organisation", text: "Structures and roles that fit the next stage." },
    {
      icon: Scale,
      title: "Risk and compliance",
      text: "Controls proportionate to your size and sector.",
    },
    { icon: Briefcase, title: "Mergers", text: "Due diligence and the first hundred days after." },
  ],
} as const satisfies FeatureGridProps;

export const consultingIndustries = {
  id: "mp-industries",
  heading: { eyebrow: "Industries", title: "Sectors we know from the inside" },
  tone: "soft",
  columns: 4,
  look: "open",
  items: [
    {
      icon: Factory,
      title: "Manufacturing",
      text: "Plants, suppliers and the margin between them.",
    },
    { icon: HeartPulse, title: "Healthcare", text: "Clinics and providers under cost pressure." },
    { icon: ShoppingCart, title: "Retail", text: "Stores and online, one customer view." },
    {
      icon: Building2,
      title: "Professional services",
      text: "Utilisation, pricing and partner models.",
    },
  ],
} as const satisfies FeatureGridProps;

export const consultingLogos = {
  id: "mp-logos",
  heading: { title: "Trusted by leadership teams at" },
  logos: [
    { name: "Harbor Steel", icon: Factory },
    { name: "Clearwell Clinics", icon: HeartPulse },
    { name: "Atlas Retail", icon: ShoppingCart },
    { name: "Kestrel Law", icon: Scale },
    { name: "Northgate Group", icon: Globe },
  ],
} as const satisfies LogoStripProps;

export const consultingProcess = {
  id: "mp-process",
  heading: { eyebrow: "How we work", title: "Four steps, no thick binders" },
  quote: {
    text: "A plan is only good if the people who run the business on Monday can use it. Everything we do is built for Monday.",
    name: "Helena Ward",
    role: "Founder and CEO",
  },
  steps: [
    { title: "Listen", text: "Two weeks of interviews and data, on site where it matters." },
    { title: "Diagnose", text: "A short, honest read of what is holding you back." },
    { title: "Plan", text: "Three to five moves with owners, costs and dates." },
    { title: "Deliver", text: "We stay alongside your team until the numbers move." },
  ],
} as const satisfies StepsProps;

export const consultingTestimonials = {
  id: "mp-testimonials",
  heading: { eyebrow: "Clients", title: "What leaders say" },
  tone: "soft",
  items: [
    {
      quote: "They found eleven points of margin we had walked past for years.",
      name: "Victor Lang",
      role: "CEO, Harbor Steel",
      rating: 5,
    },
    {
      quote: "Practical, fast, and they left our team stronger than they found it.",
      name: "Amelia Ross",
      role: "COO, Clearwell Clinics",
      rating: 5,
    },
    {
      quote: "The first consultants our finance team actually liked.",
      name: "Raj Malhotra",
      role: "CFO, Atlas Retail",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const consultingCases = {
  id: "mp-cases",
  heading: { eyebrow: "Case studies", title: "Recent work" },
  columns: 3,
  items: [
    {
      tag: "Manufacturing",
      title: "Harbor Steel",
      text: "Supplier consolidation and a new S&OP cycle: working capital down 22% in a year.",
      art: { seed: "mp-c1", motif: Factory, alt: "" },
    },
    {
      tag: "Healthcare",
      title: "Clearwell Clinics",
      text: "Scheduling redesign across 14 clinics: waiting times halved, overtime down 30%.",
      art: { seed: "mp-c2", motif: HeartPulse, alt: "" },
    },
    {
      tag: "Retail",
      title: "Atlas Retail",
      text: "Pricing architecture for 8,000 products: gross margin up 3.1 points.",
      art: { seed: "mp-c3", motif: ShoppingCart, alt: "" },
    },
  ],
} as const satisfies FeatureGridProps;

export const consultingCta = {
  id: "mp-cta",
  eyebrow: "Talk to a partner",
  title: "Tell us what keeps you up at night",
  text: "Leave your e-mail and a partner will suggest a time for a 30-minute call.",
  form: { ...consultingCallForm, label: "Request a call" },
} as const satisfies CtaBannerProps;
