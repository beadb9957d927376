import Activity from "lucide-react/icons/activity";
import BellRing from "lucide-react/icons/bell-ring";
import ChartLine from "lucide-react/icons/chart-line";
import ChartPie from "lucide-react/icons/chart-pie";
import Clock from "lucide-react/icons/clock";
import Database from "lucide-react/icons/database";
import Filter from "lucide-react/icons/filter";
import Gauge from "lucide-react/icons/gauge";
import Lock from "lucide-react/icons/lock";
import Megaphone from "lucide-react/icons/megaphone";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Smartphone from "lucide-react/icons/smartphone";
import Star from "lucide-react/icons/star";
import Users from "lucide-react/icons/users";
import Wrench from "lucide-react/icons/wrench";

import type { TemplatePage } from "~/lib/template-page";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { PricingProps } from "~/sections/kit/pricing";
import type { TabbedShowcaseProps } from "~/sections/kit/tabbed-showcase";
import type { TestimonialsProps } from "~/sections/kit/testimonials";
import type { VideoFeatureProps } from "~/sections/kit/video-feature";

export const saasV1Page = {
  path: "/landing/saas/v1",
  title: "Tallyline: product analytics for small teams",
  description:
    "Tallyline shows which features people use, where they drop off and what brings them back. Dashboards in minutes, a free 14-day trial, plans from $19 a month.",
  theme: "saas-v1",
  brand: "Tallyline",
} as const satisfies TemplatePage;

export const saasV1Hero = {
  layout: "split",
  eyebrow: "Product analytics",
  title: "See what people do in your product, not just that they came",
  lead: "Tallyline turns clicks, sign-ups and purchases into funnels and retention charts your whole team can read. One script, no data engineer.",
  actions: [
    { label: "Start a free trial", href: "#pricing" },
    { label: "Watch the tour", href: "#tour" },
  ],
  facts: [
    { value: "4.8/5", label: "average review score" },
    { value: "14 days", label: "free, no card needed" },
  ],
  art: { seed: "tallyline-hero", motif: ChartLine, alt: "Illustration of a rising line chart" },
} as const satisfies KitHeroProps;

export const saasV1Ratings = {
  id: "tallyline-ratings",
  heading: { title: "Rated highly by the teams who use it" },
  logos: [
    { name: "4.8 on ReviewHub", icon: Star },
    { name: "4.7 on StackRank", icon: Star },
    { name: "4.9 on AppNotes", icon: Star },
    { name: "Top 10 analytics tools", icon: Gauge },
  ],
} as const satisfies LogoStripProps;

export const saasV1Features = {
  id: "tallyline-features",
  heading: {
    eyebrow: "Features",
    title: "Everything you need to answer product questions",
    intro: "Start with the questions; Tallyline builds the chart.",
  },
  columns: 3,
  items: [
    {
      icon: Filter,
      title: "Funnels",
      text: "See where people stop between landing and paying, step by step.",
    },
    {
      icon: Users,
      title: "Retention",
      text: "Weekly cohorts show who comes back and which features keep them.",
    },
    {
      icon: ChartPie,
      title: "Segments",
      text: "Split any chart by plan, country, device or a property you send.",
    },
    {
      icon: BellRing,
      title: "Alerts",
      text: "Get a message when sign-ups dip or an error spike hits checkout.",
    },
    {
      icon: Lock,
      title: "Privacy first",
      text: "No cookies by default, IPs dropped at the edge, data kept in the EU.",
    },
    {
      icon: Database,
      title: "Your data, exportable",
      text: "Daily exports to your warehouse, or CSV from any chart.",
    },
  ],
} as const satisfies FeatureGridProps;

export const saasV1Video = {
  id: "tallyline-tour",
  anchor: "tour",
  heading: { eyebrow: "Product tour", title: "Two minutes from install to first insight" },
  video: {
    title: "Tallyline product tour",
    src: "/media/showreel.webm",
    poster: { seed: "tallyline-video", motif: Activity, alt: "" },
    description:
      "A silent eight-second loop of drifting colour fields, standing in for a product tour in this sample.",
    buttonText: "Play the tour",
  },
  points: [
    {
      icon: Clock,
      title: "Set up in minutes",
      text: "Paste one script tag or install the npm package.",
    },
    {
      icon: Gauge,
      title: "Fast dashboards",
      text: "Charts load in under a second, even on a year of data.",
    },
    { icon: Wrench, title: "No upkeep", text: "We run the pipeline; you keep shipping." },
  ],
} as const satisfies VideoFeatureProps;

export const saasV1Rows = {
  id: "tallyline-rows",
  heading: { eyebrow: "How it helps", title: "From a hunch to a decision" },
  tone: "soft",
  rows: [
    {
      title: "Find the step that loses people",
      text: "Build a funnel from any events in a few clicks and compare this week with last.",
      points: ["Time between steps", "Drop-off by segment", "Share a live link"],
      art: { seed: "tallyline-row1", motif: Filter, alt: "Illustration of a funnel" },
    },
    {
      title: "Know what brings them back",
      text: "Retention charts show which first actions lead to a second visit, and a tenth.",
      points: ["Weekly and monthly cohorts", "Feature adoption over time"],
      art: { seed: "tallyline-row2", motif: Users, alt: "Illustration of a group of people" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const saasV1Audiences = {
  id: "tallyline-audiences",
  heading: { eyebrow: "For every team", title: "One source of truth, read three ways" },
  tabsLabel: "Teams",
  tabs: [
    {
      id: "product",
      label: "Product",
      title: "Ship what gets used",
      text: "Watch adoption of each release and retire what nobody touches.",
      points: ["Release annotations", "Feature flags in charts"],
      art: { seed: "tallyline-tab1", motif: Smartphone, alt: "Illustration of a phone" },
    },
    {
      id: "marketing",
      label: "Marketing",
      title: "Spend where sign-ups stick",
      text: "Tie campaigns to activated users, not just visits.",
      points: ["UTM to revenue", "Channel retention"],
      art: { seed: "tallyline-tab2", motif: Megaphone, alt: "Illustration of a megaphone" },
    },
    {
      id: "growth",
      label: "E-commerce",
      title: "Fewer abandoned baskets",
      text: "See which step of checkout costs you orders, by device and country.",
      points: ["Checkout funnels", "Repeat purchase cohorts"],
      art: { seed: "tallyline-tab3", motif: ShoppingBag, alt: "Illustration of a shopping bag" },
    },
  ],
} as const satisfies TabbedShowcaseProps;

export const saasV1Pricing = {
  id: "tallyline-pricing",
  anchor: "pricing",
  heading: {
    eyebrow: "Pricing",
    title: "Plans that grow with your traffic",
    intro: "Every plan starts with a 14-day free trial. Cancel any time.",
  },
  billingToggle: true,
  annualNote: "2 months free",
  plans: [
    {
      name: "Starter",
      blurb: "For side projects and first launches.",
      price: 1900,
      annualPrice: 1600,
      unit: "/month",
      features: ["Up to 50k events a month", "Funnels and retention", "1 year of history"],
      cta: { label: "Start with Starter", href: "#get-started" },
    },
    {
      name: "Team",
      blurb: "For product teams who ship every week.",
      price: 4900,
      annualPrice: 4100,
      unit: "/month",
      features: [
        "Up to 1M events a month",
        "Segments and alerts",
        "Warehouse export",
        "5 years of history",
      ],
      cta: { label: "Start with Team", href: "#get-started" },
      featured: true,
      badge: "Most popular",
    },
    {
      name: "Scale",
      blurb: "For companies with many products.",
      price: 14900,
      annualPrice: 12400,
      unit: "/month",
      features: [
        "Up to 10M events a month",
        "Single sign-on",
        "Data residency choice",
        "Priority support",
      ],
      cta: { label: "Start with Scale", href: "#get-started" },
    },
  ],
  note: "Sample prices; switch the currency at the foot of the page.",
} as const satisfies PricingProps;

export const saasV1Testimonials = {
  id: "tallyline-testimonials",
  heading: { eyebrow: "Customers", title: "Teams that stopped guessing" },
  tone: "soft",
  items: [
    {
      quote: "We found a checkout step costing us 18% of orders within a day of installing it.",
      name: "Grace Holm",
      role: "Head of product, Fernleaf",
      rating: 5,
    },
    {
      quote: "Marketing and product finally argue about the same numbers.",
      name: "Omar Haddad",
      role: "CTO, Parcelbird",
      rating: 5,
    },
    {
      quote: "Set-up took ten minutes; the retention chart changed our roadmap.",
      name: "Julia Costa",
      role: "Founder, Stitchwise",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const saasV1AppCta = {
  id: "tallyline-app",
  eyebrow: "Mobile",
  title: "Your numbers on your phone",
  text: "The Tallyline app shows today's key charts and sends alerts when something changes. Sample page: the store links lead to the sign-up section.",
  actions: [
    { label: "Get it for iPhone", href: "#get-started" },
    { label: "Get it for Android", href: "#get-started" },
  ],
  tone: "soft",
} as const satisfies CtaBannerProps;

export const saasV1Cta = {
  id: "tallyline-cta",
  anchor: "get-started",
  eyebrow: "Free for 14 days",
  title: "Start measuring what matters today",
  text: "Enter your work e-mail and we will set up a workspace for you. No card needed.",
  form: {
    label: "Start a free trial",
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
    submitLabel: "Start free trial",
    thanks: "Thanks! A workspace for {first} would be on its way; this sample page sends nothing.",
    inline: true,
  },
} as const satisfies CtaBannerProps;
