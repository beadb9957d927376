import Car from "lucide-react/icons/car";
import Clock from "lucide-react/icons/clock";
import HandCoins from "lucide-react/icons/hand-coins";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Landmark from "lucide-react/icons/landmark";
import Luggage from "lucide-react/icons/luggage";
import PhoneCall from "lucide-react/icons/phone-call";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import Star from "lucide-react/icons/star";
import Umbrella from "lucide-react/icons/umbrella";

import type { TemplatePage } from "~/lib/template-page";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FaqSectionProps } from "~/sections/kit/faq";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";

export const insurancePage = {
  path: "/landing/insurance",
  title: "Harbourline Insurance: cover that pays out",
  description:
    "Harbourline insures cars, trips and health with plain-language policies, claims paid in days and a human on the phone. Get a quote in three minutes.",
  theme: "insurance",
  brand: "Harbourline",
} as const satisfies TemplatePage;

export const insuranceHero = {
  layout: "split",
  eyebrow: "Car, travel and health insurance",
  title: "Insurance you understand before you need it",
  lead: "Policies written in plain language, quotes in three minutes and claims paid in an average of four days.",
  actions: [
    { label: "Get a quote", href: "#quote" },
    { label: "Read the FAQ", href: "#faq" },
  ],
  facts: [
    { value: "4.8/5", label: "rating from 9,200 reviews" },
    { value: "4 days", label: "average claim payout" },
  ],
  art: { seed: "hl-ins-hero", motif: Umbrella, alt: "Illustration of an umbrella" },
} as const satisfies KitHeroProps;

export const insurancePartners = {
  id: "hi-partners",
  heading: { title: "Backed by and rated by" },
  logos: [
    { name: "Coastal Re", icon: ShieldCheck },
    { name: "First Mutual", icon: Landmark },
    { name: "RateWise 4.8", icon: Star },
    { name: "Claims Award 2026", icon: HandCoins },
  ],
} as const satisfies LogoStripProps;

export const insuranceBenefits = {
  id: "hi-benefits",
  heading: { eyebrow: "Why Harbourline", title: "Three promises in every policy" },
  columns: 3,
  items: [
    {
      icon: Clock,
      title: "Quotes in three minutes",
      text: "A few questions, a clear price, no call-backs.",
    },
    {
      icon: Smartphone,
      title: "Claims from your phone",
      text: "Photos and a short form; we do the rest.",
    },
    {
      icon: PhoneCall,
      title: "People, not menus",
      text: "A real person answers within two minutes, day or night.",
    },
  ],
} as const satisfies FeatureGridProps;

export const insuranceCover = {
  id: "hi-cover",
  heading: { eyebrow: "Cover", title: "Pick what you need" },
  tone: "soft",
  rows: [
    {
      eyebrow: "Car",
      title: "Car insurance from $38 a month",
      text: "Third party to fully comprehensive, with a courtesy car and windscreen cover on every level.",
      points: ["Courtesy car as standard", "Protected no-claims option", "Breakdown add-on"],
      art: { seed: "hi-car", motif: Car, alt: "Illustration of a car" },
      link: { label: "Quote for a car", href: "#quote" },
    },
    {
      eyebrow: "Travel",
      title: "Travel cover for a trip or a year",
      text: "Medical costs, cancellations and lost bags, including winter sports if you want them.",
      points: ["Up to $10M medical cover", "Cancellation for any covered reason"],
      art: { seed: "hi-travel", motif: Luggage, alt: "Illustration of a suitcase" },
      link: { label: "Quote for travel", href: "#quote" },
    },
    {
      eyebrow: "Health",
      title: "Health cover without the small print",
      text: "Specialists, scans and treatment, with a clear list of what is in and what is not.",
      points: ["Video GP appointments", "Mental health support included"],
      art: { seed: "hi-health", motif: HeartPulse, alt: "Illustration of a heartbeat line" },
      link: { label: "Quote for health", href: "#quote" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const insuranceQuote = {
  id: "hi-quote",
  anchor: "quote",
  eyebrow: "Get a quote",
  title: "Your price in three minutes",
  text: "Tell us where to send it and we will e-mail a link to your personal quote.",
  form: {
    label: "Get a quote",
    fields: [
      {
        name: "email",
        label: "Email",
        type: "email",
        required: true,
        autoComplete: "email",
        placeholder: "you@example.com",
      },
    ],
    submitLabel: "Get my quote",
    thanks: "Thanks! A quote link would go to {first}; this sample page sends nothing.",
    inline: true,
  },
} as const satisfies CtaBannerProps;

export const insuranceFaq = {
  id: "hi-faq",
  anchor: "faq",
  heading: { eyebrow: "FAQ", title: "Questions people ask before buying" },
  items: [
    {
      question: "How fast are claims paid?",
      answer:
        "Four days on average once we have what we need; simple windscreen claims often the same day.",
    },
    {
      question: "Can I cancel my policy?",
      answer:
        "Yes. Within 14 days you get a full refund; after that, a refund for the unused months minus a $25 fee.",
    },
    {
      question: "Do you cover pre-existing conditions?",
      answer:
        "Travel and health policies cover many declared conditions. The quote form asks, and the price reflects it.",
    },
    {
      question: "Is there an excess?",
      answer: "You choose it, from $0 to $1,000. A higher excess lowers your monthly price.",
    },
    {
      question: "How do I reach you after hours?",
      answer: "Call the 24-hour line on your policy card. A person answers, every time.",
    },
  ],
  help: {
    title: "Still unsure?",
    text: "Talk to an adviser. They are paid a salary, not commission.",
    link: { label: "Call +1 (555) 010-2040", href: "tel:+15550102040" },
  },
} as const satisfies FaqSectionProps;
