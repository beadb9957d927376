import Accessibility from "lucide-react/icons/accessibility";
import Award from "lucide-react/icons/award";
import Briefcase from "lucide-react/icons/briefcase";
import Building from "lucide-react/icons/building-2";
import BarChart from "lucide-react/icons/chart-bar";
import LineChart from "lucide-react/icons/chart-line";
import Cloud from "lucide-react/icons/cloud";
import Code from "lucide-react/icons/code";
import Compass from "lucide-react/icons/compass";
import Gauge from "lucide-react/icons/gauge";
import Globe from "lucide-react/icons/globe";
import Handshake from "lucide-react/icons/handshake";
import Layers from "lucide-react/icons/layers";
import Megaphone from "lucide-react/icons/megaphone";
import Monitor from "lucide-react/icons/monitor";
import Palette from "lucide-react/icons/palette";
import Puzzle from "lucide-react/icons/puzzle";
import Rocket from "lucide-react/icons/rocket";
import Scale from "lucide-react/icons/scale";
import Search from "lucide-react/icons/search";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import Target from "lucide-react/icons/target";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";

import type { TemplatePage } from "~/lib/template-page";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureCarouselProps } from "~/sections/kit/feature-carousel";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { KitPageTitleProps } from "~/sections/kit/page-title";
import type { StepsProps } from "~/sections/kit/steps";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

const home = { name: "Home", path: "/landing/template" } as const;

// ── /services/v1: a business consultancy ──
export const servicesV1Page = {
  path: "/services/v1",
  title: "Brightwell Partners: consulting services",
  description:
    "Six sample consulting services for growing companies, the benefits of working with a small senior team, what clients say, and a way to book a first call.",
  theme: "consulting",
  brand: "Brightwell Partners",
} as const satisfies TemplatePage;

export const servicesV1Title = {
  title: "Advice you can act on the Monday after",
  intro:
    "Brightwell is a team of nine senior consultants helping companies of 20 to 500 people grow without the growing pains.",
  trail: [home, { name: "Services", path: servicesV1Page.path }],
} as const satisfies KitPageTitleProps;

export const servicesV1Cards = {
  id: "brightwell-services",
  heading: {
    eyebrow: "Services",
    title: "Six ways we help",
    intro: "Most clients start with one and stay for two.",
  },
  columns: 3,
  items: [
    {
      icon: Compass,
      title: "Growth strategy",
      text: "Which markets, which customers, and what to stop doing.",
    },
    {
      icon: Gauge,
      title: "Operations review",
      text: "Find the three processes that cost you most, and fix them.",
    },
    {
      icon: LineChart,
      title: "Financial planning",
      text: "Forecasts your bank believes and your team can follow.",
    },
    {
      icon: Users,
      title: "Organisation design",
      text: "Roles, reporting lines and hiring plans for the next 18 months.",
    },
    {
      icon: Scale,
      title: "Pricing",
      text: "Price for the value you deliver, and test it before you roll it out.",
    },
    {
      icon: Handshake,
      title: "Mergers and partnerships",
      text: "Due diligence and integration plans for buying or joining up.",
    },
  ],
} as const satisfies FeatureGridProps;

export const servicesV1Benefits = {
  id: "brightwell-benefits",
  heading: { eyebrow: "Why Brightwell", title: "What you get from a small senior team" },
  tone: "soft",
  steps: [
    {
      title: "Partners do the work",
      text: "The people who pitch are the people who run your project.",
    },
    {
      title: "Fixed fees",
      text: "A price per outcome, agreed up front, with no hourly surprises.",
    },
    {
      title: "Plans, not slides",
      text: "Every project ends with owners, dates and a first 90 days.",
    },
    { title: "We stay a quarter", text: "Three months of check-ins after delivery, at no charge." },
  ],
} as const satisfies StepsProps;

export const servicesV1Testimonials = {
  id: "brightwell-testimonials",
  heading: { eyebrow: "Clients", title: "What leaders say" },
  items: [
    {
      quote: "Six weeks in, we had closed two loss-making lines and knew exactly why.",
      name: "Helena Varga",
      role: "CEO, Varga Logistics",
      rating: 5,
    },
    {
      quote: "Our first forecast that was still right at the end of the year.",
      name: "Jonah Whitfield",
      role: "Finance director, Copperleaf Foods",
      rating: 5,
    },
    {
      quote: "They made our reorganisation feel like a plan rather than a threat.",
      name: "Amara Eze",
      role: "COO, Brightside Care",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const servicesV1Cta = {
  id: "brightwell-cta",
  eyebrow: "First call free",
  title: "Tell us what keeps you up at night",
  text: "Leave your e-mail and a partner will offer three times for a 30-minute call.",
  form: {
    label: "Book a first call",
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
    thanks: "Thanks! We would write to {first} with three times; this sample page sends nothing.",
    inline: true,
  },
} as const satisfies CtaBannerProps;

// ── /services/v2: a marketing agency ──
export const servicesV2Page = {
  path: "/services/v2",
  title: "Harbor & Pine: marketing for local businesses",
  description:
    "A sample marketing agency's four services, its partners and four-step approach, a client's story, and a way to get in touch for a free review.",
  theme: "marketing",
  brand: "Harbor & Pine",
} as const satisfies TemplatePage;

export const servicesV2Title = {
  title: "Marketing that fills your calendar, not your inbox",
  intro: "We help local businesses get found, get booked and get recommended.",
  trail: [home, { name: "Services", path: servicesV2Page.path }],
} as const satisfies KitPageTitleProps;

export const servicesV2Cards = {
  id: "hp-services",
  heading: { eyebrow: "What we do", title: "Four services, one monthly report" },
  columns: 4,
  items: [
    {
      icon: Search,
      title: "Local search",
      text: "Top of the map when people nearby search for what you do.",
      points: ["Listings cleanup", "Review replies"],
    },
    {
      icon: Megaphone,
      title: "Paid social",
      text: "Small budgets spent on the people most likely to book.",
      points: ["Weekly creative", "Spend caps"],
    },
    {
      icon: Globe,
      title: "Landing pages",
      text: "One page per offer, built to turn a visit into a booking.",
      points: ["A/B tested", "Fast on phones"],
    },
    {
      icon: BarChart,
      title: "Reporting",
      text: "One page a month: what we spent, what came in, what is next.",
      points: ["Plain English", "Call tracking"],
    },
  ],
} as const satisfies FeatureGridProps;

export const servicesV2Partners = {
  id: "hp-partners",
  heading: { title: "Certified partner of the platforms we buy on" },
  logos: [
    { name: "Search ads partner", icon: Search },
    { name: "Social ads partner", icon: Megaphone },
    { name: "Maps listings partner", icon: Compass },
    { name: "Local awards 2026", icon: Award },
  ],
} as const satisfies LogoStripProps;

export const servicesV2Approach = {
  id: "hp-approach",
  heading: { eyebrow: "Approach", title: "Four steps, then every month" },
  tone: "soft",
  quote: {
    text: "We only take clients in places we can walk to. If we cannot visit your shop, we cannot market it.",
    name: "Rosa Delgado",
    role: "Founder, Harbor & Pine",
  },
  steps: [
    { title: "Visit", text: "We spend a morning in your business, watching how customers arrive." },
    {
      title: "Audit",
      text: "Listings, reviews, website and ads, scored against three local rivals.",
    },
    { title: "Launch", text: "The three fixes that matter most go live within two weeks." },
    { title: "Repeat", text: "A monthly report and one new test every month." },
  ],
} as const satisfies StepsProps;

export const servicesV2Testimonial = {
  id: "hp-testimonial",
  heading: { eyebrow: "Client story", title: "From empty Tuesdays to a waiting list" },
  items: [
    {
      quote: "Weekday bookings are up 60% and I finally know which ad brought which customer.",
      name: "Dev Malhotra",
      role: "Owner, Tidal Barbers",
      rating: 5,
    },
    {
      quote: "They answered our reviews in our voice so well that regulars thought it was me.",
      name: "Grace O'Neill",
      role: "Owner, The Linen Cupboard",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const servicesV2Cta = {
  id: "hp-cta",
  eyebrow: "Free review",
  title: "Want to know where your customers come from?",
  text: "We will review your listings, reviews and website and send you three fixes, free. Call us or write to us.",
  actions: [
    { label: "Call +1 555 0170", href: "tel:+15550170" },
    { label: "Write to us", href: "mailto:hello@harborpine.example" },
  ],
} as const satisfies CtaBannerProps;

// ── /services/v3: a web studio ──
export const servicesV3Page = {
  path: "/services/v3",
  title: "Kindling Web services: websites, apps and care plans",
  description:
    "A sample web studio's services: websites, apps and ongoing care, shown as three alternating rows, with its technology partners and a carousel of skills.",
  theme: "web-studio",
  brand: "Kindling Web",
} as const satisfies TemplatePage;

export const servicesV3Hero = {
  layout: "split",
  eyebrow: "Services",
  title: "We build the web, and we keep it running",
  lead: "Kindling designs, builds and looks after websites and apps for organisations that cannot afford for them to go down.",
  tags: ["Websites", "Web apps", "Accessibility", "Care plans"],
  actions: [
    { label: "See the services", href: "#services" },
    { label: "Our skills", href: "#skills" },
  ],
  art: { seed: "kindling-hero", motif: Code, alt: "Illustration of code brackets" },
} as const satisfies KitHeroProps;

export const servicesV3Rows = {
  id: "kindling-rows",
  anchor: "services",
  heading: { eyebrow: "What we do", title: "Three services, one team" },
  rows: [
    {
      eyebrow: "01 · Websites",
      title: "Websites that load before the visitor blinks",
      text: "Content sites and shops built to pass Core Web Vitals and WCAG 2.2 AA on launch day, and every day after.",
      points: ["Editor your team will like", "Under a second on a mid-range phone"],
      art: { seed: "kindling-row-1", motif: Monitor, alt: "Illustration of a monitor" },
    },
    {
      eyebrow: "02 · Web apps",
      title: "Apps for the people who use them all day",
      text: "Dashboards, portals and booking tools, designed with their users and tested with them every sprint.",
      points: ["Works offline where it matters", "Keyboard first"],
      art: { seed: "kindling-row-2", motif: Smartphone, alt: "Illustration of a phone" },
    },
    {
      eyebrow: "03 · Care plans",
      title: "Looked after once it is live",
      text: "Updates, backups, monitoring and a named developer who answers within the hour.",
      points: ["Monthly health report", "Security patches within a day"],
      art: { seed: "kindling-row-3", motif: ShieldCheck, alt: "Illustration of a shield" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const servicesV3Partners = {
  id: "kindling-partners",
  heading: { title: "Partners and platforms" },
  tone: "soft",
  logos: [
    { name: "Cloud host", icon: Cloud },
    { name: "Headless CMS", icon: Layers },
    { name: "Design tools", icon: Palette },
    { name: "Agency network", icon: Building },
    { name: "Open source fund", icon: Puzzle },
  ],
} as const satisfies LogoStripProps;

export const servicesV3Skills = {
  id: "kindling-skills",
  anchor: "skills",
  heading: { eyebrow: "Skills", title: "What the team is good at" },
  perView: 3,
  items: [
    {
      icon: Accessibility,
      title: "Accessibility",
      text: "Audits, fixes and training to WCAG 2.2 AA.",
    },
    { icon: Gauge, title: "Performance", text: "Budgets per page, checked on every change." },
    { icon: Code, title: "Front end", text: "TypeScript, React and plain HTML that works first." },
    {
      icon: Target,
      title: "UX research",
      text: "Interviews and tests with the people who use your site.",
    },
    {
      icon: TrendingUp,
      title: "Analytics",
      text: "Privacy-friendly measurement that answers real questions.",
    },
    {
      icon: Rocket,
      title: "Launches",
      text: "Migrations with redirects, so nothing you had ranks less.",
    },
    {
      icon: Briefcase,
      title: "Product ownership",
      text: "We can run the backlog when you have no one to.",
    },
  ],
} as const satisfies FeatureCarouselProps;
