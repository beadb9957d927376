import Blocks from "lucide-react/icons/boxes";
import Calendar from "lucide-react/icons/calendar";
import Camera from "lucide-react/icons/camera";
import BarChart from "lucide-react/icons/chart-bar";
import Clock from "lucide-react/icons/clock";
import Coffee from "lucide-react/icons/coffee";
import CreditCard from "lucide-react/icons/credit-card";
import GitBranch from "lucide-react/icons/git-branch";
import Globe from "lucide-react/icons/globe";
import Inbox from "lucide-react/icons/inbox";
import Layers from "lucide-react/icons/layers";
import Lightbulb from "lucide-react/icons/lightbulb";
import Lock from "lucide-react/icons/lock";
import Mail from "lucide-react/icons/mail";
import MessagesSquare from "lucide-react/icons/messages-square";
import Palette from "lucide-react/icons/palette";
import PenTool from "lucide-react/icons/pen-tool";
import Plug from "lucide-react/icons/plug";
import Search from "lucide-react/icons/search";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Sparkles from "lucide-react/icons/sparkles";
import Target from "lucide-react/icons/target";
import Users from "lucide-react/icons/users";
import Workflow from "lucide-react/icons/workflow";
import Zap from "lucide-react/icons/zap";

import type { TemplatePage } from "~/lib/template-page";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureCarouselProps } from "~/sections/kit/feature-carousel";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { GalleryProps } from "~/sections/kit/gallery";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { KitPageTitleProps } from "~/sections/kit/page-title";
import type { StatsProps } from "~/sections/kit/stats";
import type { StepsProps } from "~/sections/kit/steps";
import type { TeamGridProps } from "~/sections/kit/team-grid";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

// ── /about/agency: the design studio of the portfolio pages ──
export const aboutAgencyPage = {
  path: "/about/agency",
  title: "About Fieldnote Studio, a design studio by the sea",
  description:
    "Meet a sample twelve-person design studio: how it works, the five steps of every project, the team, what clients say, the studio itself and what it offers.",
  theme: "creative",
  // The studio of the portfolio pages (content/templates/portfolio/, their `brand`).
  brand: "Fieldnote Studio",
} as const satisfies TemplatePage;

export const aboutAgencyTitle = {
  title: "We design for businesses with a story to tell",
  intro:
    "Fieldnote is twelve designers, writers and developers in an old rope works by the harbour. We have been making brands and websites for independent businesses since 2014.",
  trail: [
    { name: "Home", path: "/landing/template" },
    { name: "About us", path: aboutAgencyPage.path },
  ],
} as const satisfies KitPageTitleProps;

export const aboutAgencyStory = {
  id: "fieldnote-about",
  heading: { eyebrow: "About us", title: "Small on purpose" },
  rows: [
    {
      title: "The people you meet are the people who do the work",
      text: "No account managers and no hand-offs: the designer who sketches your mark in the first week is the one who checks the printer's proofs.",
      points: [
        "One team from the first call to the launch",
        "A fixed price agreed before we start",
        "Files and rights are yours",
      ],
      art: { seed: "fn-about", motif: PenTool, alt: "Illustration of a pen nib" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const aboutAgencyStats = {
  id: "fieldnote-numbers",
  heading: { title: "Fieldnote in numbers" },
  hideHeading: true,
  items: [
    { value: "12", label: "people in the studio" },
    { value: "160+", label: "projects since 2014" },
    { value: "70%", label: "of clients come back" },
  ],
} as const satisfies StatsProps;

export const aboutAgencyApproach = {
  id: "fieldnote-approach",
  heading: {
    eyebrow: "Approach",
    title: "What we believe about design",
    intro: "Five habits that shape every project, large or small.",
  },
  tone: "soft",
  perView: 3,
  items: [
    {
      icon: Search,
      title: "Listen first",
      text: "We spend the first days with your customers, not in our sketchbooks.",
    },
    {
      icon: Target,
      title: "One clear idea",
      text: "A brand should say one thing well. We find it before we draw.",
    },
    {
      icon: Sparkles,
      title: "Made to last",
      text: "No trends that date by spring; marks that work for a decade.",
    },
    {
      icon: Users,
      title: "Built with you",
      text: "Weekly reviews, shared files, and no big reveal at the end.",
    },
    {
      icon: Zap,
      title: "Fast where it counts",
      text: "Quick rough ideas early, so the slow care goes where it matters.",
    },
  ],
} as const satisfies FeatureCarouselProps;

export const aboutAgencySteps = {
  id: "fieldnote-steps",
  heading: { eyebrow: "Process", title: "How a project runs" },
  steps: [
    { title: "Discover", text: "Interviews, shop visits and a look at what your rivals do." },
    { title: "Define", text: "One page that says who you are for and what you promise." },
    { title: "Design", text: "Two routes, then one, refined with you each week." },
    { title: "Deliver", text: "Files, guidelines and a day with your team to hand over." },
    { title: "Look after", text: "A check-in after three months to fix what real use shows." },
  ],
} as const satisfies StepsProps;

export const aboutAgencyTeam = {
  id: "fieldnote-team",
  heading: { eyebrow: "Team", title: "The people in the rope works" },
  people: [
    {
      name: "Isla Penrose",
      role: "Founder, creative director",
      bio: "Sketches everything on paper first.",
    },
    { name: "Tomasz Wilk", role: "Design lead", bio: "Type nerd; runs the letterpress." },
    { name: "Nadia Farouk", role: "Writer", bio: "Names things, and cuts copy in half." },
    {
      name: "Ben Achterberg",
      role: "Developer",
      bio: "Makes websites fast and keeps them that way.",
    },
  ],
} as const satisfies TeamGridProps;

export const aboutAgencyTestimonials = {
  id: "fieldnote-testimonials",
  heading: { eyebrow: "Clients", title: "Kind words from people we worked with" },
  tone: "soft",
  items: [
    {
      quote: "They understood the business better after a week than our last agency did in a year.",
      name: "Rhiannon Pryce",
      role: "Owner, Orchard Lane Bakery",
      rating: 5,
    },
    {
      quote: "Every decision came with a reason we could explain to our board.",
      name: "Hugo Lindqvist",
      role: "Director, Pinecrest Museum",
      rating: 5,
    },
    {
      quote: "On time, on budget, and our customers noticed the new boxes within days.",
      name: "Marta Silva",
      role: "Founder, Kestrel Bicycles",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const aboutAgencyGallery = {
  id: "fieldnote-studio",
  heading: {
    eyebrow: "The studio",
    title: "Where we work",
    intro:
      "An old rope works with a long table, a letterpress and a view of the boats. Open a picture to see it larger.",
  },
  layout: "mosaic",
  items: [
    {
      id: "table",
      caption: "The long table where every project starts",
      art: { seed: "fn-office-1", motif: Users, alt: "The long studio table" },
    },
    {
      id: "press",
      caption: "The letterpress in the back room",
      art: { seed: "fn-office-2", motif: Layers, alt: "The letterpress" },
    },
    {
      id: "wall",
      caption: "The pin-up wall of work in progress",
      art: { seed: "fn-office-3", motif: Palette, alt: "A wall of sketches" },
    },
    {
      id: "kitchen",
      caption: "Coffee and the Friday show-and-tell",
      art: { seed: "fn-office-4", motif: Coffee, alt: "The studio kitchen" },
    },
    {
      id: "shoot",
      caption: "The corner we use for product photos",
      art: { seed: "fn-office-5", motif: Camera, alt: "A small photo set" },
    },
  ],
} as const satisfies GalleryProps;

export const aboutAgencyServices = {
  id: "fieldnote-services",
  heading: { eyebrow: "Services", title: "What we can do for you" },
  columns: 3,
  items: [
    {
      icon: PenTool,
      title: "Brand identity",
      text: "Names, marks, colour and type, and the guidelines to use them.",
      link: { label: "See branding work", href: "/portfolio/grid-v1" },
    },
    {
      icon: Globe,
      title: "Websites",
      text: "Fast, accessible sites your team can update without us.",
      link: { label: "See web work", href: "/portfolio/list-v2" },
    },
    {
      icon: ShoppingBag,
      title: "Packaging",
      text: "Boxes, bags and labels that stand out on a crowded shelf.",
      link: { label: "See packaging work", href: "/portfolio/grid-v2" },
    },
  ],
} as const satisfies FeatureGridProps;

// ── /about/product: a software company's about page ──
export const aboutProductPage = {
  path: "/about/product",
  title: "About Loopdesk, the shared inbox for support teams",
  description:
    "Why a sample software company built a shared inbox for small support teams, how it works in three steps, what it does, the tools it connects to, and a free trial.",
  theme: "saas-v2",
  brand: "Loopdesk",
} as const satisfies TemplatePage;

export const aboutProductHero = {
  layout: "split",
  eyebrow: "About Loopdesk",
  title: "Support that feels like a conversation, not a ticket number",
  lead: "We started Loopdesk in 2021 after years of answering customers from a shared Gmail password. Today 3,000 small teams use it to answer faster together.",
  actions: [
    { label: "Try it free", href: "#trial" },
    { label: "How it works", href: "#how" },
  ],
  facts: [
    { value: "3,000", label: "teams use it" },
    { value: "1 h 40 m", label: "median first reply" },
  ],
  art: { seed: "loop-hero", motif: Inbox, alt: "Illustration of an inbox tray" },
} as const satisfies KitHeroProps;

export const aboutProductLogos = {
  id: "loop-customers",
  heading: { title: "Teams that answer with Loopdesk" },
  logos: [
    { name: "Pebblework", icon: Blocks },
    { name: "Northpaw", icon: Target },
    { name: "Glasshouse", icon: Sparkles },
    { name: "Tinroof", icon: Layers },
    { name: "Quillbox", icon: PenTool },
  ],
} as const satisfies LogoStripProps;

export const aboutProductSteps = {
  id: "loop-steps",
  anchor: "how",
  heading: { eyebrow: "How it works", title: "Up and running before lunch" },
  steps: [
    {
      title: "Forward your address",
      text: "Point support@ at Loopdesk; your old mail comes along too.",
    },
    {
      title: "Invite the team",
      text: "Everyone sees who is on which conversation, so nobody answers twice.",
    },
    {
      title: "Reply, together",
      text: "Draft, mention a colleague for a second look, and send as the team.",
    },
  ],
} as const satisfies StepsProps;

export const aboutProductRows = {
  id: "loop-rows",
  heading: { eyebrow: "Why we built it", title: "Made for teams of two to twenty" },
  tone: "soft",
  rows: [
    {
      title: "Conversations, not tickets",
      text: "Customers get a reply from a person with a name. You get the whole history on one screen.",
      points: ["Threads across e-mail and chat", "Customer notes beside the reply"],
      art: { seed: "loop-row-1", motif: MessagesSquare, alt: "Illustration of chat bubbles" },
    },
    {
      title: "Rules that do the sorting",
      text: "Route refund requests to billing and bug reports to the developers, before anyone opens them.",
      points: ["Tags and assignment rules", "Snooze until the customer replies"],
      art: { seed: "loop-row-2", motif: Workflow, alt: "Illustration of a workflow" },
    },
    {
      title: "Numbers that help, not haunt",
      text: "See reply times and busy hours by week, so you can plan rotas instead of guessing.",
      points: ["Weekly e-mail report", "No per-agent leaderboards"],
      art: { seed: "loop-row-3", motif: BarChart, alt: "Illustration of a bar chart" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const aboutProductBenefits = {
  id: "loop-benefits",
  heading: { eyebrow: "Benefits", title: "What teams tell us changed" },
  columns: 4,
  items: [
    {
      icon: Clock,
      title: "Faster first replies",
      text: "Teams answer in half the time within a month.",
    },
    { icon: Users, title: "No double answers", text: "Live presence shows who is typing where." },
    {
      icon: Lock,
      title: "No shared passwords",
      text: "Each person signs in as themselves, with two-step sign-in.",
    },
    {
      icon: Lightbulb,
      title: "Saved replies",
      text: "Answer the common questions in two clicks, in your own words.",
    },
  ],
} as const satisfies FeatureGridProps;

export const aboutProductIntegrations = {
  id: "loop-integrations",
  heading: {
    eyebrow: "Integrations",
    title: "Connects to the tools you already use",
    intro: "Sample names: each stands for a kind of tool Loopdesk talks to.",
  },
  headingStyle: "full",
  logos: [
    { name: "Shop platform", icon: ShoppingBag },
    { name: "Payments", icon: CreditCard },
    { name: "Calendar", icon: Calendar },
    { name: "Code host", icon: GitBranch },
    { name: "Mail", icon: Mail },
    { name: "Webhooks", icon: Plug },
  ],
} as const satisfies LogoStripProps;

export const aboutProductCta = {
  id: "loop-cta",
  anchor: "trial",
  eyebrow: "Free for 14 days",
  title: "Bring your team's inbox over today",
  text: "Enter your work e-mail and we would set up a workspace for you. No card needed.",
  form: {
    label: "Try Loopdesk free",
    fields: [
      {
        name: "email",
        label: "Your support address",
        type: "email",
        required: true,
        autoComplete: "email",
        placeholder: "support@yourcompany.com",
      },
    ],
    submitLabel: "Set up my inbox",
    thanks:
      "Thanks! We would start forwarding {first} now; as a sample page, this one sends nothing.",
    inline: true,
  },
} as const satisfies CtaBannerProps;
