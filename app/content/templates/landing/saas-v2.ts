import BookOpen from "lucide-react/icons/book-open";
import Boxes from "lucide-react/icons/boxes";
import Cloud from "lucide-react/icons/cloud";
import Code from "lucide-react/icons/code";
import Database from "lucide-react/icons/database";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import GitBranch from "lucide-react/icons/git-branch";
import Layers from "lucide-react/icons/layers";
import MessageSquare from "lucide-react/icons/message-square";
import Plug from "lucide-react/icons/plug";
import ShieldCheck from "lucide-react/icons/shield-check";
import Table from "lucide-react/icons/table";
import Timer from "lucide-react/icons/timer";
import Workflow from "lucide-react/icons/workflow";

import type { TemplatePage } from "~/lib/template-page";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { PostGridProps } from "~/sections/kit/post-grid";
import type { StepsProps } from "~/sections/kit/steps";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const saasV2Page = {
  path: "/landing/saas/v2",
  title: "Confluent Row: one home for your company's data",
  description:
    "Confluent Row syncs your apps into one governed warehouse, fresh every five minutes, so every team can query it safely. Steps, integrations and guides.",
  theme: "saas-v2",
  brand: "Confluent Row",
} as const satisfies TemplatePage;

export const saasV2Hero = {
  layout: "split",
  eyebrow: "Data platform",
  title: "Every number your company runs on, in one trusted place",
  lead: "Confluent Row pulls data from 120 apps into your warehouse, keeps it fresh and documents it, so the sales report and the finance report finally agree.",
  actions: [
    { label: "Book a demo", href: "#demo" },
    { label: "Read the guides", href: "#resources" },
  ],
  art: { seed: "cr-hero", motif: Database, alt: "Illustration of a database" },
} as const satisfies KitHeroProps;

export const saasV2Features = {
  id: "cr-features",
  heading: { eyebrow: "Platform", title: "Built for the whole data lifecycle" },
  columns: 4,
  items: [
    { icon: Plug, title: "Connect", text: "120 connectors, set up without code." },
    { icon: Workflow, title: "Transform", text: "SQL models with tests and versioning." },
    { icon: ShieldCheck, title: "Govern", text: "Column-level access and audit logs." },
    { icon: Table, title: "Share", text: "Metrics anyone can query in plain terms." },
  ],
} as const satisfies FeatureGridProps;

export const saasV2Steps = {
  id: "cr-steps",
  heading: { eyebrow: "How it works", title: "Live in an afternoon" },
  tone: "soft",
  steps: [
    {
      title: "Connect your sources",
      text: "Sign in to your apps; we start syncing history in the background.",
    },
    {
      title: "Model what matters",
      text: "Start from templates for revenue, churn and pipeline, then adjust.",
    },
    {
      title: "Share with every team",
      text: "Publish metrics to dashboards, spreadsheets and chat.",
    },
  ],
} as const satisfies StepsProps;

export const saasV2Testimonials = {
  id: "cr-testimonials",
  heading: { eyebrow: "Customers", title: "Data teams sleep better" },
  items: [
    {
      quote: "We retired four brittle scripts and a spreadsheet nobody trusted.",
      name: "Priya Nair",
      role: "Head of data, Bramble",
      rating: 5,
    },
    {
      quote: "Finance and sales now quote the same revenue number in meetings.",
      name: "Lukas Meyer",
      role: "CFO, Tidewater",
      rating: 5,
    },
    {
      quote: "Onboarding a new source takes minutes instead of a sprint.",
      name: "Chloe Martin",
      role: "Analytics engineer, Verso",
      rating: 4,
    },
  ],
} as const satisfies TestimonialsProps;

export const saasV2Demo = {
  id: "cr-demo",
  anchor: "demo",
  eyebrow: "See it with your data",
  title: "A 30-minute demo on your own sources",
  text: "Tell us where your data lives and we will show it flowing, with no commitment.",
  form: {
    label: "Book a demo",
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
    submitLabel: "Book a demo",
    thanks: "Thanks! We would write to {first}; this sample page sends nothing.",
    inline: true,
  },
  tone: "soft",
} as const satisfies CtaBannerProps;

export const saasV2Benefits = {
  id: "cr-benefits",
  heading: { eyebrow: "Why teams switch", title: "Less plumbing, more answers" },
  columns: 3,
  look: "open",
  items: [
    {
      icon: Timer,
      title: "Fresh every five minutes",
      text: "Incremental syncs keep dashboards close to real time.",
    },
    {
      icon: GitBranch,
      title: "Changes you can review",
      text: "Every model change is a pull request with tests.",
    },
    {
      icon: Layers,
      title: "One semantic layer",
      text: "Define revenue once; every tool reads the same definition.",
    },
  ],
} as const satisfies FeatureGridProps;

export const saasV2Integrations = {
  id: "cr-integrations",
  heading: { eyebrow: "Integrations", title: "Connects to the tools you already use" },
  headingStyle: "full",
  tone: "soft",
  logos: [
    { name: "Warehouse", icon: Database },
    { name: "Object storage", icon: Cloud },
    { name: "Spreadsheets", icon: FileSpreadsheet },
    { name: "Code hosting", icon: Code },
    { name: "Team chat", icon: MessageSquare },
    { name: "Containers", icon: Boxes },
  ],
} as const satisfies LogoStripProps;

export const saasV2Resources = {
  id: "cr-resources",
  anchor: "resources",
  heading: { eyebrow: "Resources", title: "Guides from our data team" },
  carousel: true,
  posts: [
    {
      title: "A metrics layer in a week",
      excerpt: "The shortest path from raw tables to numbers people trust.",
      topic: "Guide",
      date: "2026-10-20",
      minutes: 9,
      author: "Priya Nair",
      art: { seed: "cr-r1", motif: Layers, alt: "" },
    },
    {
      title: "Testing data like code",
      excerpt: "Row counts, freshness and uniqueness checks that catch real bugs.",
      topic: "Guide",
      date: "2026-10-06",
      minutes: 7,
      author: "Chloe Martin",
      art: { seed: "cr-r2", motif: ShieldCheck, alt: "" },
    },
    {
      title: "Choosing sync frequencies",
      excerpt: "When five minutes matters and when daily is plenty.",
      topic: "Article",
      date: "2026-09-22",
      minutes: 5,
      author: "Lukas Meyer",
      art: { seed: "cr-r3", motif: Timer, alt: "" },
    },
    {
      title: "The data team handbook",
      excerpt: "How we plan, review and document our own models.",
      topic: "Handbook",
      date: "2026-09-08",
      minutes: 12,
      author: "Priya Nair",
      art: { seed: "cr-r4", motif: BookOpen, alt: "" },
    },
  ],
} as const satisfies PostGridProps;

export const saasV2Cta = {
  id: "cr-cta",
  eyebrow: "Start free",
  title: "Your first three connectors are free, forever",
  text: "Set up takes minutes. Upgrade when your data outgrows the free tier.",
  actions: [
    { label: "Book a demo", href: "#demo" },
    { label: "Read the guides", href: "#resources" },
  ],
} as const satisfies CtaBannerProps;
