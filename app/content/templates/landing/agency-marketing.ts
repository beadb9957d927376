import BarChart3 from "lucide-react/icons/chart-bar";
import Clapperboard from "lucide-react/icons/clapperboard";
import Gauge from "lucide-react/icons/gauge";
import Handshake from "lucide-react/icons/handshake";
import Mail from "lucide-react/icons/mail";
import Megaphone from "lucide-react/icons/megaphone";
import MousePointerClick from "lucide-react/icons/mouse-pointer-click";
import PenLine from "lucide-react/icons/pen-line";
import Phone from "lucide-react/icons/phone";
import Search from "lucide-react/icons/search";
import Share2 from "lucide-react/icons/share-2";
import Target from "lucide-react/icons/target";
import TrendingUp from "lucide-react/icons/trending-up";

import type { TemplatePage } from "~/lib/template-page";
import type { FeatureCarouselProps } from "~/sections/kit/feature-carousel";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { FormSectionProps } from "~/sections/kit/form-section";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { PostGridProps } from "~/sections/kit/post-grid";
import type { TeamGridProps } from "~/sections/kit/team-grid";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const marketingPage = {
  path: "/landing/agency/marketing",
  title: "Brightpath: a marketing agency for growing brands",
  description:
    "Brightpath runs search, social, content and e-mail campaigns for growing brands, reported in plain language. Services, case studies and a free consultation.",
  theme: "marketing",
  brand: "Brightpath",
} as const satisfies TemplatePage;

export const marketingHero = {
  layout: "background",
  eyebrow: "Marketing agency",
  title: "Campaigns that pay for themselves, reported in plain words",
  lead: "Search, social, content and e-mail, planned around the numbers your business runs on. A senior strategist on every account.",
  actions: [
    { label: "Book a free consultation", href: "#consultation" },
    { label: "See case studies", href: "#cases" },
  ],
  art: { seed: "bp-hero", motif: Megaphone, alt: "" },
} as const satisfies KitHeroProps;

export const marketingServices = {
  id: "bp-services",
  heading: { eyebrow: "Services", title: "Four ways we grow your pipeline" },
  columns: 4,
  items: [
    {
      icon: Search,
      title: "Search",
      text: "Paid and organic search, planned from the same keyword map.",
    },
    {
      icon: Share2,
      title: "Social",
      text: "Creative that stops the scroll, bought where your buyers are.",
    },
    {
      icon: PenLine,
      title: "Content",
      text: "Guides and stories that earn links and sales calls.",
    },
    {
      icon: Mail,
      title: "E-mail",
      text: "Lifecycle programmes that turn sign-ups into customers.",
    },
  ],
} as const satisfies FeatureGridProps;

export const marketingTools = {
  id: "bp-tools",
  heading: { title: "Certified on the platforms we buy from" },
  logos: [
    { name: "Search Ads", icon: Search },
    { name: "Social Ads", icon: Share2 },
    { name: "Analytics", icon: BarChart3 },
    { name: "Video Ads", icon: Clapperboard },
    { name: "Mail Suite", icon: Mail },
  ],
} as const satisfies LogoStripProps;

export const marketingBenefits = {
  id: "bp-benefits",
  heading: { eyebrow: "Why Brightpath", title: "What you get that others leave out" },
  tone: "soft",
  columns: 4,
  look: "open",
  items: [
    { icon: Target, title: "Goals in revenue", text: "We plan to sales, not to clicks." },
    { icon: Gauge, title: "Weekly pacing", text: "Spend and results every Monday." },
    { icon: Handshake, title: "Month-to-month", text: "No long contracts to lock you in." },
    {
      icon: TrendingUp,
      title: "Tests every month",
      text: "One new idea tried, measured, kept or cut.",
    },
  ],
} as const satisfies FeatureGridProps;

export const marketingSpecialists = {
  id: "bp-specialists",
  heading: { eyebrow: "Specialists", title: "The people on your account" },
  people: [
    {
      name: "Clara Hughes",
      role: "Search lead",
      bio: "Twelve years of paid search for retail and software.",
    },
    {
      name: "Mateo Silva",
      role: "Social lead",
      bio: "Turns product shots into thumb-stopping video.",
    },
    {
      name: "Aiko Mori",
      role: "Content lead",
      bio: "Former editor; writes guides people bookmark.",
    },
    {
      name: "Ethan Brooks",
      role: "Lifecycle lead",
      bio: "Builds e-mail journeys that feel personal.",
    },
  ],
} as const satisfies TeamGridProps;

export const marketingTestimonials = {
  id: "bp-testimonials",
  heading: { eyebrow: "Clients", title: "In their words" },
  tone: "soft",
  items: [
    {
      quote: "Cost per lead fell by a third in the first quarter.",
      name: "Rachel Kim",
      role: "CMO, Northmoor",
      rating: 5,
    },
    {
      quote: "Their Monday report is the only one our board reads.",
      name: "Daniel Roth",
      role: "CEO, Fieldcraft",
      rating: 5,
    },
    {
      quote: "They said no to a channel that would not work for us. Respect.",
      name: "Fatima Zahra",
      role: "Founder, Olivine",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const marketingCases = {
  id: "bp-cases",
  anchor: "cases",
  heading: { eyebrow: "Case studies", title: "Results we can show you" },
  perView: 3,
  items: [
    {
      icon: TrendingUp,
      tag: "Retail",
      title: "Northmoor outdoor gear",
      text: "Search and shopping ads rebuilt around margin: revenue up 64% at the same spend.",
    },
    {
      icon: MousePointerClick,
      tag: "Software",
      title: "Fieldcraft scheduling",
      text: "Content and lifecycle e-mail doubled trial-to-paid conversion in six months.",
    },
    {
      icon: Megaphone,
      tag: "Food",
      title: "Olivine olive oil",
      text: "Short video on social took a new bottle from launch to sold out in three weeks.",
    },
    {
      icon: BarChart3,
      tag: "Services",
      title: "Keel accountants",
      text: "Local search and reviews brought 40 qualified calls a month.",
    },
  ],
} as const satisfies FeatureCarouselProps;

export const marketingTeam = {
  id: "bp-team",
  heading: { eyebrow: "Team", title: "Twenty people, one floor, no silos" },
  carousel: true,
  tone: "soft",
  people: [
    { name: "Grace Adeyemi", role: "Managing director" },
    { name: "Henrik Olsen", role: "Head of strategy" },
    { name: "Lucia Romano", role: "Creative director" },
    { name: "Noah Fischer", role: "Data analyst" },
    { name: "Isla Campbell", role: "Account director" },
    { name: "Yusuf Demir", role: "Paid media specialist" },
  ],
} as const satisfies TeamGridProps;

export const marketingBlog = {
  id: "bp-blog",
  heading: { eyebrow: "Insights", title: "From the Brightpath blog" },
  carousel: true,
  posts: [
    {
      title: "Budgeting for search in a slow quarter",
      excerpt: "Where to cut, where to hold, and what to test.",
      topic: "Search",
      date: "2026-11-03",
      minutes: 6,
      author: "Clara Hughes",
      art: { seed: "bp-p1", motif: Search, alt: "" },
    },
    {
      title: "Five hooks for short video",
      excerpt: "Openings that keep people watching past two seconds.",
      topic: "Social",
      date: "2026-10-21",
      minutes: 4,
      author: "Mateo Silva",
      art: { seed: "bp-p2", motif: Clapperboard, alt: "" },
    },
    {
      title: "The welcome e-mail, rewritten",
      excerpt: "Why your first message should ask a question.",
      topic: "E-mail",
      date: "2026-10-07",
      minutes: 5,
      author: "Ethan Brooks",
      art: { seed: "bp-p3", motif: Mail, alt: "" },
    },
    {
      title: "Reporting your board will read",
      excerpt: "One page, three numbers, one decision.",
      topic: "Strategy",
      date: "2026-09-23",
      minutes: 7,
      author: "Henrik Olsen",
      art: { seed: "bp-p4", motif: BarChart3, alt: "" },
    },
  ],
} as const satisfies PostGridProps;

export const marketingConsultation = {
  id: "bp-consultation",
  anchor: "consultation",
  heading: {
    eyebrow: "Free consultation",
    title: "Thirty minutes with a senior strategist",
    intro:
      "Bring your numbers; leave with three ideas you can try this month, whether you hire us or not.",
  },
  form: {
    label: "Book a consultation",
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
        label: "Work email",
        type: "email",
        required: true,
        autoComplete: "email",
        half: true,
      },
      {
        name: "budget",
        label: "Monthly budget",
        type: "select",
        options: ["Under $5,000", "$5,000-$20,000", "Over $20,000"],
      },
      { name: "goals", label: "What would you like to grow?", type: "textarea" },
    ],
    submitLabel: "Book my consultation",
    thanks: "Thanks, {first}. This is a sample page, so no consultation was booked.",
  },
  points: [
    { icon: Phone, title: "Prefer to talk?", text: "+1 (555) 010-2040, weekdays 9:00-18:00" },
    { icon: Handshake, title: "No obligation", text: "The ideas are yours to keep." },
  ],
} as const satisfies FormSectionProps;
