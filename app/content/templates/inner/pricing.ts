import Banknote from "lucide-react/icons/banknote";
import Calculator from "lucide-react/icons/calculator";
import CreditCard from "lucide-react/icons/credit-card";
import Landmark from "lucide-react/icons/landmark";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Timer from "lucide-react/icons/timer";

import type { TemplatePage } from "~/lib/template-page";
import type { ComparisonTableProps } from "~/sections/kit/comparison-table";
import type { FaqSectionProps } from "~/sections/kit/faq";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { KitPageTitleProps } from "~/sections/kit/page-title";
import type { PricingProps } from "~/sections/kit/pricing";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const pricingPage = {
  path: "/pricing",
  title: "Ledgerly pricing: plans for invoicing",
  description:
    "Three sample invoicing plans billed monthly or annually, a feature comparison with notes, what customers say, integrations and answers to common questions.",
  theme: "saas-v1",
  brand: "Ledgerly",
} as const satisfies TemplatePage;

export const pricingTitle = {
  title: "Simple pricing for getting paid on time",
  intro:
    "Every plan has unlimited clients and a 30-day free trial. Pay monthly, or annually and save two months.",
  trail: [
    { name: "Home", path: "/landing/template" },
    { name: "Pricing", path: pricingPage.path },
  ],
} as const satisfies KitPageTitleProps;

export const pricingPlans = {
  id: "ledgerly-plans",
  heading: { eyebrow: "Plans", title: "Pick a plan that fits your invoices" },
  billingToggle: true,
  annualNote: "2 months free",
  plans: [
    {
      name: "Solo",
      blurb: "For freelancers sending a few invoices a month.",
      price: 900,
      annualPrice: 750,
      unit: "/month",
      features: ["20 invoices a month", "Card and bank payments", "Automatic reminders"],
      cta: { label: "Start with Solo", href: "#compare" },
    },
    {
      name: "Studio",
      blurb: "For small firms with a few people billing.",
      price: 2400,
      annualPrice: 2000,
      unit: "/month",
      features: ["Unlimited invoices", "3 team members", "Recurring invoices", "Expense tracking"],
      cta: { label: "Start with Studio", href: "#compare" },
      featured: true,
      badge: "Most popular",
    },
    {
      name: "Practice",
      blurb: "For accountants who bill for many clients.",
      price: 5900,
      annualPrice: 4900,
      unit: "/month",
      features: [
        "Everything in Studio",
        "15 team members",
        "Client workspaces",
        "Priority support",
      ],
      cta: { label: "Start with Practice", href: "#compare" },
    },
  ],
  note: "Sample prices, before tax; switch the currency at the foot of the page.",
} as const satisfies PricingProps;

export const pricingComparison = {
  id: "ledgerly-compare",
  anchor: "compare",
  heading: {
    eyebrow: "Compare",
    title: "Every feature, plan by plan",
    intro: "Hover, focus or tap the i beside a feature for what it means.",
  },
  tone: "soft",
  columns: ["Solo", "Studio", "Practice"],
  highlight: 1,
  rows: [
    {
      label: "Invoices a month",
      tip: "Invoices you send to clients; drafts and credit notes do not count.",
      values: ["20", "Unlimited", "Unlimited"],
    },
    {
      label: "Team members",
      tip: "People who can sign in, each with their own password and permissions.",
      values: ["1", "3", "15"],
    },
    {
      label: "Online payments",
      tip: "Clients pay by card or bank transfer from the invoice; the payment provider's fees apply.",
      values: [true, true, true],
    },
    {
      label: "Automatic reminders",
      tip: "Polite e-mails before and after the due date, in your words, until the invoice is paid.",
      values: [true, true, true],
    },
    {
      label: "Recurring invoices",
      tip: "Retainers and subscriptions: set the schedule once and each invoice goes out by itself.",
      values: [false, true, true],
    },
    {
      label: "Expense tracking",
      tip: "Photograph a receipt; Ledgerly reads the amount and adds it to the right client.",
      values: [false, true, true],
    },
    {
      label: "Client workspaces",
      tip: "A separate set of books for each client you keep accounts for, with its own branding.",
      values: [false, false, true],
    },
    {
      label: "Support",
      tip: "How we answer: e-mail within a working day, or priority within four working hours.",
      values: ["E-mail", "E-mail", "Priority"],
    },
  ],
} as const satisfies ComparisonTableProps;

export const pricingTestimonials = {
  id: "ledgerly-testimonials",
  heading: { eyebrow: "Customers", title: "Paid faster, chased less" },
  items: [
    {
      quote:
        "Reminders go out without me, and my average wait for payment dropped from 41 days to 19.",
      name: "Leah Brandt",
      role: "Freelance illustrator",
      rating: 5,
    },
    {
      quote: "Recurring invoices alone save our office manager a day every month.",
      name: "Kwame Asante",
      role: "Partner, Asante & Hale Architects",
      rating: 5,
    },
    {
      quote: "Forty client workspaces, one login, and our clients love the branded invoices.",
      name: "Sofia Marchetti",
      role: "Owner, Marchetti Bookkeeping",
      rating: 4,
    },
  ],
} as const satisfies TestimonialsProps;

export const pricingIntegrations = {
  id: "ledgerly-integrations",
  heading: {
    eyebrow: "Integrations",
    title: "Works with your bank and your books",
    intro: "Sample names: each stands for a kind of service Ledgerly connects to.",
  },
  headingStyle: "full",
  logos: [
    { name: "Your bank feed", icon: Landmark },
    { name: "Card payments", icon: CreditCard },
    { name: "Bank transfers", icon: Banknote },
    { name: "Accounting", icon: Calculator },
    { name: "Time tracking", icon: Timer },
    { name: "Online shop", icon: ShoppingBag },
  ],
} as const satisfies LogoStripProps;

export const pricingFaq = {
  id: "ledgerly-faq",
  heading: { eyebrow: "FAQ", title: "Questions about plans and billing" },
  tone: "soft",
  items: [
    {
      question: "Can I change plans later?",
      answer:
        "Yes, at any time. Moving up takes effect at once and is charged pro rata; moving down applies from your next bill.",
    },
    {
      question: "What happens when the free trial ends?",
      answer:
        "Nothing is charged until you add a card. Without one, your account turns read-only and your invoices stay downloadable.",
    },
    {
      question: "How does annual billing work?",
      answer:
        "You pay for ten months and get twelve. If you cancel mid-year, we refund the unused whole months.",
    },
    {
      question: "Do my clients need an account?",
      answer: "No. They get a link to the invoice and can pay or download it without signing up.",
    },
  ],
  help: {
    title: "Still deciding?",
    text: "Tell us how you bill today and we will suggest a plan. A person answers within a working day.",
    link: { label: "Compare the plans", href: "#compare" },
  },
} as const satisfies FaqSectionProps;
