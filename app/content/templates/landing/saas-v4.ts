import Bot from "lucide-react/icons/bot";
import Brain from "lucide-react/icons/brain";
import Building2 from "lucide-react/icons/building-2";
import FileSearch from "lucide-react/icons/file-search";
import GraduationCap from "lucide-react/icons/graduation-cap";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Landmark from "lucide-react/icons/landmark";
import Languages from "lucide-react/icons/languages";
import ScanText from "lucide-react/icons/scan-text";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Truck from "lucide-react/icons/truck";

import type { TemplatePage } from "~/lib/template-page";
import type { ComparisonTableProps } from "~/sections/kit/comparison-table";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LocationsProps } from "~/sections/kit/locations";
import type { TestimonialsProps } from "~/sections/kit/testimonials";
import type { VideoFeatureProps } from "~/sections/kit/video-feature";

export const saasV4Page = {
  path: "/landing/saas/v4",
  title: "Parsec API: language models for your own documents",
  description:
    "Parsec gives developers an API for search, extraction and summaries over their own documents, hosted in six regions with no training on customer data.",
  theme: "saas-v4",
  brand: "Parsec API",
} as const satisfies TemplatePage;

export const saasV4Hero = {
  layout: "split",
  eyebrow: "AI platform for developers",
  title: "Answers from your documents, through one API call",
  lead: "Parsec reads contracts, manuals and tickets, then searches, extracts and summarises them with citations. Your data stays in the region you pick and never trains our models.",
  actions: [
    { label: "Compare with in-house", href: "#compare" },
    { label: "See where it runs", href: "#regions" },
  ],
  facts: [
    { value: "220 ms", label: "median response" },
    { value: "6", label: "hosting regions" },
  ],
  art: { seed: "parsec-hero", motif: Brain, alt: "Illustration of a stylised brain" },
} as const satisfies KitHeroProps;

export const saasV4Industries = {
  id: "parsec-industries",
  heading: { eyebrow: "Industries", title: "Already reading documents in" },
  tone: "soft",
  items: [
    {
      icon: Landmark,
      title: "Banking",
      text: "Pull terms and dates from loan agreements in seconds.",
    },
    {
      icon: HeartPulse,
      title: "Healthcare",
      text: "Summarise referral letters for busy clinicians.",
    },
    { icon: Truck, title: "Logistics", text: "Read customs forms and flag what is missing." },
    { icon: ShoppingCart, title: "Retail", text: "Answer product questions from supplier sheets." },
    {
      icon: GraduationCap,
      title: "Education",
      text: "Search years of course material in one box.",
    },
    { icon: Building2, title: "Real estate", text: "Compare leases clause by clause." },
  ],
} as const satisfies Omit<FeatureGridProps, "columns">;

export const saasV4UseCases = {
  id: "parsec-use-cases",
  heading: { eyebrow: "Use cases", title: "Three calls cover most of it" },
  columns: 3,
  items: [
    {
      icon: FileSearch,
      title: "Search",
      text: "Ask in plain words; get passages ranked, with links to the page.",
      tag: "POST /search",
    },
    {
      icon: ScanText,
      title: "Extract",
      text: "Define a schema; get typed fields back, with confidence.",
      tag: "POST /extract",
    },
    {
      icon: Languages,
      title: "Summarise",
      text: "Short, cited summaries in 30 languages.",
      tag: "POST /summarise",
    },
  ],
} as const satisfies FeatureGridProps;

export const saasV4Regions = {
  id: "parsec-regions",
  anchor: "regions",
  heading: {
    eyebrow: "Infrastructure",
    title: "Six regions, your choice of one",
    intro:
      "Documents and indexes stay in the region you select. Failover stays in the same jurisdiction.",
  },
  tone: "dark",
  places: [
    { name: "Frankfurt", lat: 50.1, lon: 8.7, detail: "EU primary" },
    { name: "Dublin", lat: 53.3, lon: -6.3, detail: "EU secondary" },
    { name: "Virginia", lat: 38.9, lon: -77.4, detail: "US East" },
    { name: "Oregon", lat: 45.6, lon: -121.2, detail: "US West" },
    { name: "Singapore", lat: 1.35, lon: 103.8, detail: "Asia Pacific" },
    { name: "Sydney", lat: -33.9, lon: 151.2, detail: "Australia" },
  ],
} as const satisfies LocationsProps;

export const saasV4Video = {
  id: "parsec-video",
  heading: { eyebrow: "Demo", title: "From upload to answer in one minute" },
  video: {
    title: "Parsec demo",
    src: "/media/showreel.webm",
    poster: { seed: "parsec-video", motif: Bot, alt: "" },
    description:
      "A silent eight-second loop of drifting colour fields, standing in for a product demo in this sample.",
    buttonText: "Play the demo",
  },
} as const satisfies VideoFeatureProps;

export const saasV4Wall = {
  id: "parsec-wall",
  heading: { eyebrow: "Developers", title: "What builders say" },
  tone: "soft",
  items: [
    {
      quote: "We replaced a six-month extraction project with an afternoon of API calls.",
      name: "Ana Petrova",
      role: "CTO, Ledgerly",
    },
    {
      quote: "Citations are the feature. Our lawyers actually trust the summaries.",
      name: "James O'Neill",
      role: "Legal engineering, Brightwater",
    },
    {
      quote: "The EU region made our security review a short one.",
      name: "Katrin Vogel",
      role: "Platform lead, Medinet",
    },
    {
      quote: "Latency is steady even at our Monday-morning peak.",
      name: "Hiro Yamada",
      role: "Backend engineer, Cargoline",
    },
    {
      quote: "Good docs, honest limits, and support that writes code.",
      name: "Lea Moreau",
      role: "Founder, Quaylib",
    },
    {
      quote: "Schemas for extraction are just JSON. Our juniors got it in a day.",
      name: "Sam Achebe",
      role: "Engineering manager, Tallow",
    },
    {
      quote: "We ran it side by side with our in-house model; Parsec won on recall.",
      name: "Mira Shah",
      role: "ML engineer, Fernbank",
    },
    {
      quote: "Billing is per page, which finance loves.",
      name: "Oscar Lund",
      role: "COO, Northdesk",
    },
  ],
} as const satisfies TestimonialsProps;

export const saasV4Compare = {
  id: "parsec-compare",
  anchor: "compare",
  heading: { eyebrow: "Build or buy", title: "Parsec compared with building in-house" },
  columns: ["Parsec API", "Built in-house"],
  highlight: 0,
  rows: [
    { label: "Time to first answer", values: ["One afternoon", "3-6 months"] },
    { label: "Citations to source pages", values: [true, false] },
    { label: "Region choice and residency", values: [true, "Your own cloud"] },
    { label: "No training on your data", values: [true, true] },
    { label: "Model upgrades", values: ["Included", "Your team"] },
    { label: "Cost at 100k pages a month", values: ["From $900", "GPU plus staff"] },
  ],
} as const satisfies ComparisonTableProps;
