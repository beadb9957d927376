import Bell from "lucide-react/icons/bell";
import Calendar from "lucide-react/icons/calendar";
import CalendarDays from "lucide-react/icons/calendar-days";
import Code from "lucide-react/icons/code";
import Inbox from "lucide-react/icons/inbox";
import ListTodo from "lucide-react/icons/list-todo";
import Mail from "lucide-react/icons/mail";
import MessageSquare from "lucide-react/icons/message-square";
import Moon from "lucide-react/icons/moon";
import Repeat from "lucide-react/icons/repeat";
import Smartphone from "lucide-react/icons/smartphone";
import CheckSquare from "lucide-react/icons/square-check-big";
import Sun from "lucide-react/icons/sun";
import Tags from "lucide-react/icons/tags";
import Users from "lucide-react/icons/users";

import type { TemplatePage } from "~/lib/template-page";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { BeforeAfterProps } from "~/sections/kit/before-after";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { PricingProps } from "~/sections/kit/pricing";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const saasV3Page = {
  path: "/landing/saas/v3",
  title: "Tidy: the task manager that gets out of the way",
  description:
    "Tidy keeps your tasks, lists and shared projects in one calm place, on the web and on your phone, in light or dark. Features, two simple plans and integrations.",
  theme: "saas-v3",
  brand: "Tidy",
} as const satisfies TemplatePage;

export const saasV3Hero = {
  layout: "centered",
  eyebrow: "Task manager",
  title: "A calmer to-do list for busy teams",
  lead: "Capture anything in two seconds, plan your week in two minutes, and share a project without a meeting about the project.",
  actions: [
    { label: "See the plans", href: "#plans" },
    { label: "Compare light and dark", href: "#themes" },
  ],
  facts: [
    { value: "2 s", label: "to capture a task" },
    { value: "38k", label: "teams on Tidy" },
    { value: "99.95%", label: "uptime last year" },
  ],
} as const satisfies KitHeroProps;

export const saasV3Features = {
  id: "tidy-features",
  heading: { eyebrow: "Features", title: "Small features that save real time" },
  columns: 3,
  items: [
    {
      icon: Inbox,
      title: "Quick capture",
      text: "A shortcut from anywhere drops the thought into your inbox.",
    },
    {
      icon: CalendarDays,
      title: "Week planner",
      text: "Drag tasks onto days; Tidy warns when a day is too full.",
    },
    {
      icon: Repeat,
      title: "Repeating tasks",
      text: "Every second Tuesday, or three days after you finish.",
    },
    {
      icon: Users,
      title: "Shared projects",
      text: "Assign, comment and see progress without status meetings.",
    },
    {
      icon: Tags,
      title: "Labels and filters",
      text: "Save a filter once, find it in the sidebar forever.",
    },
    {
      icon: Bell,
      title: "Gentle reminders",
      text: "At a time or a place, never more than you asked for.",
    },
  ],
} as const satisfies FeatureGridProps;

export const saasV3Themes = {
  id: "tidy-themes",
  anchor: "themes",
  heading: {
    eyebrow: "Light and dark",
    title: "Easy on the eyes, day and night",
    intro: "Drag the handle, or focus it and use the arrow keys, to compare the two themes.",
  },
  tone: "soft",
  label: "Share of the light theme shown",
  before: { seed: "tidy-light", motif: Sun, alt: "The task list in the light theme" },
  after: { seed: "tidy-dark-theme", motif: Moon, alt: "The task list in the dark theme" },
  beforeLabel: "Light",
  afterLabel: "Dark",
} as const satisfies BeforeAfterProps;

export const saasV3Testimonials = {
  id: "tidy-testimonials",
  heading: { eyebrow: "Reviews", title: "People who finally trust their list" },
  items: [
    {
      quote: "The week planner alone gave me my Fridays back.",
      name: "Alma Johansson",
      role: "Freelance designer",
      rating: 5,
    },
    {
      quote: "Our whole studio moved over in an afternoon.",
      name: "Dev Patel",
      role: "Studio lead, Marlow",
      rating: 5,
    },
    {
      quote: "Fast, quiet, and the dark theme is lovely at night.",
      name: "Rosa Jimenez",
      role: "Developer",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const saasV3Mobile = {
  id: "tidy-mobile",
  heading: { title: "Tidy on your phone" },
  rows: [
    {
      eyebrow: "Mobile app",
      title: "Your list, in your pocket, even offline",
      text: "Capture from the home screen, check off on the train, and everything syncs when you are back online.",
      points: ["Widgets for today's tasks", "Works offline", "Share sheet capture"],
      art: { seed: "tidy-mobile", motif: Smartphone, alt: "Illustration of a phone" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const saasV3Pricing = {
  id: "tidy-plans",
  anchor: "plans",
  heading: { eyebrow: "Pricing", title: "Two plans. That is it." },
  tone: "soft",
  plans: [
    {
      name: "Personal",
      blurb: "For one person and their many lists.",
      price: 0,
      unit: "free forever",
      features: ["Unlimited tasks", "Week planner", "Apps for every device"],
      cta: { label: "Start free", href: "#start" },
    },
    {
      name: "Team",
      blurb: "For teams who share projects.",
      price: 600,
      unit: "per person a month",
      features: [
        "Everything in Personal",
        "Shared projects",
        "Comments and files",
        "Admin controls",
      ],
      cta: { label: "Try Team free", href: "#start" },
      featured: true,
      badge: "30 days free",
    },
  ],
} as const satisfies PricingProps;

export const saasV3Integrations = {
  id: "tidy-integrations",
  heading: { eyebrow: "Integrations", title: "Plays well with your calendar and inbox" },
  headingStyle: "full",
  logos: [
    { name: "Calendar", icon: Calendar },
    { name: "Email", icon: Mail },
    { name: "Chat", icon: MessageSquare },
    { name: "Code", icon: Code },
    { name: "Checklists", icon: CheckSquare },
    { name: "To-do import", icon: ListTodo },
  ],
} as const satisfies LogoStripProps;

export const saasV3Cta = {
  id: "tidy-cta",
  anchor: "start",
  eyebrow: "Free to start",
  title: "Clear your head in the next five minutes",
  text: "Sign up with your e-mail; import your old list in one click.",
  form: {
    label: "Sign up for Tidy",
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
    submitLabel: "Get started",
    thanks: "Welcome, {first}! This is a sample page, so no account was made.",
    inline: true,
  },
} as const satisfies CtaBannerProps;
