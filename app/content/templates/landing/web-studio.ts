import Accessibility from "lucide-react/icons/accessibility";
import Award from "lucide-react/icons/award";
import Code from "lucide-react/icons/code";
import Gauge from "lucide-react/icons/gauge";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Landmark from "lucide-react/icons/landmark";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Mail from "lucide-react/icons/mail";
import MonitorSmartphone from "lucide-react/icons/monitor-smartphone";
import PenTool from "lucide-react/icons/pen-tool";
import Search from "lucide-react/icons/search";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Timer from "lucide-react/icons/timer";
import Trophy from "lucide-react/icons/trophy";

import type { TemplatePage } from "~/lib/template-page";
import type { AccordionShowcaseProps } from "~/sections/kit/accordion-showcase";
import type { FeatureCarouselProps } from "~/sections/kit/feature-carousel";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { FormSectionProps } from "~/sections/kit/form-section";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";

export const webStudioPage = {
  path: "/landing/web-studio",
  title: "Northlight Studio: fast, accessible websites",
  description:
    "Northlight Studio designs and builds fast, accessible websites and shops for companies that sell online. Services, skills, case studies and a project form.",
  theme: "web-studio",
  brand: "Northlight Studio",
} as const satisfies TemplatePage;

export const webStudioHero = {
  layout: "split",
  eyebrow: "Web design and development",
  title: "Websites that load in a blink and work for everyone",
  lead: "We design and build sites and shops that score well on speed and accessibility, and that your team can update without calling us.",
  actions: [
    { label: "Start a project", href: "#project" },
    { label: "See case studies", href: "#cases" },
  ],
  art: { seed: "nl-hero", motif: MonitorSmartphone, alt: "Illustration of a laptop and a phone" },
} as const satisfies KitHeroProps;

export const webStudioAwards = {
  id: "nl-awards",
  heading: { title: "Recognised by" },
  logos: [
    { name: "Site of the Day x4", icon: Trophy },
    { name: "Accessibility Award", icon: Accessibility },
    { name: "Speed Honours", icon: Gauge },
    { name: "Design Annual", icon: Award },
  ],
} as const satisfies LogoStripProps;

export const webStudioServices = {
  id: "nl-services",
  heading: { eyebrow: "Services", title: "From first sketch to launch day" },
  columns: 3,
  items: [
    {
      icon: LayoutDashboard,
      title: "Design",
      text: "Research, wireframes and a design system your brand can grow into.",
    },
    {
      icon: Code,
      title: "Development",
      text: "Prerendered pages, tidy code and a CMS editors like.",
    },
    {
      icon: Search,
      title: "Search and speed",
      text: "Core Web Vitals in the green and pages search engines understand.",
    },
  ],
} as const satisfies FeatureGridProps;

export const webStudioIndustries = {
  id: "nl-industries",
  heading: {
    eyebrow: "Industries",
    title: "Sectors we build for",
    intro: "Open a sector to see the kind of work we do there.",
  },
  tone: "soft",
  items: [
    {
      id: "retail",
      title: "Retail and e-commerce",
      text: "Shops that stay fast with 10,000 products and a sale-day rush.",
      art: { seed: "nl-i1", motif: ShoppingBag, alt: "Illustration of a shopping bag" },
    },
    {
      id: "health",
      title: "Healthcare",
      text: "Clinic sites where booking works with a screen reader and one thumb.",
      art: { seed: "nl-i2", motif: HeartPulse, alt: "Illustration of a heartbeat" },
    },
    {
      id: "education",
      title: "Education",
      text: "Course catalogues that students can search and parents can read.",
      art: { seed: "nl-i3", motif: GraduationCap, alt: "Illustration of a graduation cap" },
    },
    {
      id: "public",
      title: "Public sector",
      text: "Services that meet accessibility law and plain-language rules.",
      art: { seed: "nl-i4", motif: Landmark, alt: "Illustration of a public building" },
    },
  ],
} as const satisfies AccordionShowcaseProps;

export const webStudioSkills = {
  id: "nl-skills",
  heading: { eyebrow: "Skills", title: "What the team is good at" },
  perView: 4,
  items: [
    { icon: PenTool, title: "Interface design", text: "Systems of components, not one-off pages." },
    {
      icon: Accessibility,
      title: "Accessibility",
      text: "WCAG 2.2 AA checked by tools and by people.",
    },
    { icon: Gauge, title: "Performance", text: "Budgets for every page, checked in CI." },
    { icon: Code, title: "Front-end engineering", text: "TypeScript, React and prerendering." },
    { icon: Search, title: "Technical SEO", text: "Structured data, sitemaps and clean URLs." },
    { icon: Timer, title: "Launch support", text: "Thirty days of fixes included after go-live." },
  ],
} as const satisfies FeatureCarouselProps;

export const webStudioCases = {
  id: "nl-cases",
  anchor: "cases",
  heading: { eyebrow: "Case studies", title: "Three recent launches" },
  tone: "soft",
  columns: 3,
  items: [
    {
      tag: "E-commerce",
      title: "Fernhill Outdoors",
      text: "New shop on a headless stack: pages twice as fast, conversion up 18%.",
      art: { seed: "nl-c1", motif: ShoppingBag, alt: "" },
    },
    {
      tag: "Healthcare",
      title: "Baywell Clinics",
      text: "Booking rebuilt for keyboard and screen readers; calls to reception down 40%.",
      art: { seed: "nl-c2", motif: HeartPulse, alt: "" },
    },
    {
      tag: "Education",
      title: "Larchmont College",
      text: "A course finder for 900 courses that students actually use.",
      art: { seed: "nl-c3", motif: GraduationCap, alt: "" },
    },
  ],
} as const satisfies FeatureGridProps;

export const webStudioContact = {
  id: "nl-contact",
  anchor: "project",
  heading: {
    eyebrow: "Start a project",
    title: "Tell us what you are building",
    intro: "We reply within two working days with questions, a rough plan and a price range.",
  },
  form: {
    label: "Project enquiry",
    fields: [
      {
        name: "name",
        label: "Name",
        type: "text",
        required: true,
        autoComplete: "name",
        half: true,
      },
      {
        name: "email",
        label: "Email",
        type: "email",
        required: true,
        autoComplete: "email",
        half: true,
      },
      {
        name: "type",
        label: "Project type",
        type: "select",
        options: ["New website", "Online shop", "Redesign", "Accessibility audit"],
      },
      { name: "details", label: "What should the site do?", type: "textarea", required: true },
    ],
    submitLabel: "Send enquiry",
    thanks: "Thanks, {first}. This is a sample page, so your enquiry was not sent.",
  },
  points: [
    {
      icon: Timer,
      title: "Fixed price, fixed dates",
      text: "Agreed before we start; no surprise invoices.",
    },
    {
      icon: Accessibility,
      title: "Accessible by default",
      text: "Every site we ship passes WCAG 2.2 AA.",
    },
    { icon: Mail, title: "hello@example.com", text: "Prefer e-mail? Write to us directly." },
  ],
} as const satisfies FormSectionProps;
