import Armchair from "lucide-react/icons/armchair";
import Cpu from "lucide-react/icons/cpu";
import Globe from "lucide-react/icons/globe";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Mic from "lucide-react/icons/mic";
import Phone from "lucide-react/icons/phone";
import Presentation from "lucide-react/icons/presentation";
import Radio from "lucide-react/icons/radio";
import Server from "lucide-react/icons/server";
import Sparkles from "lucide-react/icons/sparkles";
import Terminal from "lucide-react/icons/terminal";
import Users from "lucide-react/icons/users";
import Wrench from "lucide-react/icons/wrench";

import type { CalendarEvent } from "~/lib/ics";
import type { TemplatePage } from "~/lib/template-page";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FormSectionProps } from "~/sections/kit/form-section";
import type { GalleryProps } from "~/sections/kit/gallery";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { PricingProps } from "~/sections/kit/pricing";
import type { ScheduleProps } from "~/sections/kit/schedule";
import type { StatsProps } from "~/sections/kit/stats";
import type { TabbedShowcaseProps } from "~/sections/kit/tabbed-showcase";
import type { TeamGridProps } from "~/sections/kit/team-grid";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const conferencePage = {
  path: "/landing/conference",
  title: "Relay 2027: a two-day developer conference",
  description:
    "Relay 2027 brings 40 talks and workshops on platforms, data and developer tools to Lisbon on 9 and 10 June. Speakers, schedule, tickets and streaming passes.",
  theme: "conference",
  brand: "Relay 2027",
} as const satisfies TemplatePage;

/** The file behind "Add to calendar" (routes/landing/conference-ics.ts). */
export const conferenceEvent = {
  uid: "relay-2027@example.com",
  title: "Relay 2027 developer conference",
  description: "Two days of talks and workshops on platforms, data and developer tools.",
  location: "Pavilion 3, Parque das Nacoes, Lisbon",
  start: "2027-06-09",
  end: "2027-06-11",
  stamp: "2026-11-22T00:00:00Z",
} as const satisfies CalendarEvent;

export const CONFERENCE_ICS_PATH = "/landing/conference/relay-2027.ics";

export const conferenceSpeakers = [
  { name: "Amara Okafor", line: "Opening keynote: platforms people like" },
  { name: "Jonas Lindqvist", line: "Postgres at the edge, a year in" },
  { name: "Mei Tanaka", line: "Type systems for data pipelines" },
] as const;

export const conferenceHero = {
  layout: "split",
  eyebrow: "9-10 June 2027 · Lisbon and online",
  title: "Relay 2027: two days for the people who build platforms",
  lead: "Forty talks and hands-on workshops on internal platforms, data systems and developer tools, by engineers who run them in production.",
  actions: [
    { label: "Buy a pass", href: "#tickets" },
    { label: "Add to calendar", href: CONFERENCE_ICS_PATH },
  ],
  facts: [
    { value: "9-10 June", label: "2027" },
    { value: "Lisbon", label: "Pavilion 3" },
    { value: "1,200", label: "seats" },
  ],
} as const satisfies Omit<KitHeroProps, "aside">;

export const conferenceStats = {
  id: "relay-stats",
  heading: { title: "Relay in numbers" },
  hideHeading: true,
  tone: "dark",
  items: [
    { value: "40", label: "talks and workshops" },
    { value: "32", label: "speakers from 14 countries" },
    { value: "2", label: "days, 3 stages" },
    { value: "6th", label: "edition" },
  ],
} as const satisfies StatsProps;

export const conferenceAudiences = {
  id: "relay-audiences",
  heading: {
    eyebrow: "Who comes",
    title: "A programme for every seat in the room",
    intro: "Pick the track that matches your work. Passes let you move between all three.",
  },
  tabsLabel: "Audiences",
  tabs: [
    {
      id: "platform",
      label: "Platform teams",
      title: "Build the road, not every car",
      text: "Talks on internal developer platforms, golden paths and the metrics that show whether people use them.",
      points: [
        "Self-service environments",
        "Paved-road templates",
        "Measuring developer experience",
      ],
      art: { seed: "relay-platform", motif: Server, alt: "Illustration of stacked servers" },
    },
    {
      id: "data",
      label: "Data engineers",
      title: "Pipelines you can trust at 3 a.m.",
      text: "Sessions on schema evolution, streaming and testing data the way you test code.",
      points: ["Contracts between teams", "Backfills without fear", "Cost-aware storage"],
      art: { seed: "relay-data", motif: Cpu, alt: "Illustration of a processor chip" },
    },
    {
      id: "leads",
      label: "Engineering leads",
      title: "Decisions that age well",
      text: "Case studies on migrations, team topology and saying no to the right things.",
      points: ["Migration post-mortems", "Roadmaps with slack", "Hiring for platform work"],
      art: { seed: "relay-leads", motif: Users, alt: "Illustration of a group of people" },
    },
  ],
} as const satisfies TabbedShowcaseProps;

export const conferenceSpeakerGrid = {
  id: "relay-speakers",
  anchor: "speakers",
  heading: {
    eyebrow: "Speakers",
    title: "People who ship, talking about what they shipped",
    intro: "Thirty-two speakers; here are eight of them. The full list is out in March.",
  },
  people: [
    {
      name: "Amara Okafor",
      role: "VP Platform, Fieldline",
      bio: "Built the self-service platform 900 engineers use daily.",
    },
    {
      name: "Jonas Lindqvist",
      role: "Staff engineer, Northpeak",
      bio: "Runs Postgres in 30 regions and still sleeps at night.",
    },
    {
      name: "Mei Tanaka",
      role: "Data lead, Kitegrid",
      bio: "Author of a typed pipeline library with a loyal following.",
    },
    {
      name: "Diego Ferreira",
      role: "SRE manager, Lumen Pay",
      bio: "Cut paging by two thirds with boring, careful changes.",
    },
    {
      name: "Hannah Weiss",
      role: "Principal engineer, Orbitly",
      bio: "Migrated a monolith one seam at a time over four years.",
    },
    {
      name: "Kwame Mensah",
      role: "Founder, Tidepool Labs",
      bio: "Makes developer tools for teams of five to fifty.",
    },
    {
      name: "Sofia Marques",
      role: "Engineering director, Vela",
      bio: "Leads the team behind a widely used build cache.",
    },
    {
      name: "Ravi Iyer",
      role: "Security engineer, Quayside",
      bio: "Designs supply-chain checks developers do not hate.",
    },
  ],
} as const satisfies TeamGridProps;

export const conferenceCallForSpeakers = {
  id: "relay-cfp",
  eyebrow: "Call for speakers",
  title: "Have a story from production? Apply to speak",
  text: "We pick talks about real systems: what you built, what broke and what you would do again. First-time speakers get a rehearsal slot with a mentor.",
  actions: [{ label: "Write to the programme team", href: "#contact" }],
  tone: "soft",
} as const satisfies CtaBannerProps;

export const conferenceSponsors = {
  id: "relay-sponsors",
  heading: { title: "Made possible by our sponsors" },
  logos: [
    { name: "Fieldline", icon: Radio },
    { name: "Northpeak", icon: Globe },
    { name: "Kitegrid", icon: Sparkles },
    { name: "Lumen Pay", icon: Wrench },
    { name: "Orbitly", icon: Terminal },
    { name: "Tidepool", icon: Presentation },
  ],
} as const satisfies LogoStripProps;

export const conferenceSchedule = {
  id: "relay-schedule",
  anchor: "schedule",
  heading: {
    eyebrow: "Schedule",
    title: "Two days, three stages",
    intro:
      "Times are Lisbon time (WEST). Workshops have 40 seats each; pick yours after you register.",
  },
  tabsLabel: "Conference days",
  days: [
    {
      id: "day-1",
      label: "Day 1",
      title: "Wednesday, 9 June",
      sessions: [
        { time: "08:30", title: "Registration and coffee", where: "Foyer" },
        {
          time: "09:30",
          title: "Opening keynote: platforms people like",
          who: "Amara Okafor",
          where: "Main stage",
          tag: "Keynote",
        },
        {
          time: "10:30",
          title: "Postgres at the edge, a year in",
          who: "Jonas Lindqvist",
          where: "Main stage",
          tag: "Data",
        },
        {
          time: "11:30",
          title: "Workshop: your first paved road",
          who: "Kwame Mensah",
          where: "Room B",
          tag: "Workshop",
        },
        { time: "13:00", title: "Lunch and sponsor hall", where: "Hall 2" },
        {
          time: "14:00",
          title: "Cutting pages by two thirds",
          who: "Diego Ferreira",
          where: "Stage 2",
          tag: "Reliability",
        },
        { time: "16:30", title: "Lightning talks", where: "Main stage", tag: "Community" },
        { time: "18:30", title: "Riverside welcome party", where: "Terrace" },
      ],
    },
    {
      id: "day-2",
      label: "Day 2",
      title: "Thursday, 10 June",
      sessions: [
        {
          time: "09:00",
          title: "Type systems for data pipelines",
          who: "Mei Tanaka",
          where: "Main stage",
          tag: "Data",
        },
        {
          time: "10:00",
          title: "A monolith, one seam at a time",
          who: "Hannah Weiss",
          where: "Main stage",
          tag: "Architecture",
        },
        {
          time: "11:15",
          title: "Workshop: supply-chain checks in CI",
          who: "Ravi Iyer",
          where: "Room B",
          tag: "Workshop",
        },
        { time: "13:00", title: "Lunch and open spaces", where: "Hall 2" },
        {
          time: "14:00",
          title: "Build caches that stay fast",
          who: "Sofia Marques",
          where: "Stage 2",
          tag: "Tooling",
        },
        {
          time: "15:30",
          title: "Panel: what we would not build again",
          where: "Main stage",
          tag: "Panel",
        },
        { time: "17:00", title: "Closing notes and raffle", where: "Main stage" },
      ],
    },
  ],
} as const satisfies ScheduleProps;

export const conferenceTickets = {
  id: "relay-tickets",
  anchor: "tickets",
  heading: {
    eyebrow: "Tickets",
    title: "In the room or on the stream",
    intro: "Prices include VAT. Teams of five or more get 15% off at checkout.",
  },
  plans: [
    {
      name: "Stream pass",
      blurb: "Every main-stage and Stage 2 talk, live and on demand for 90 days.",
      price: 9900,
      unit: "per person",
      features: ["Live stream in HD", "Chat with speakers after talks", "Recordings for 90 days"],
      cta: { label: "Choose stream", href: "#contact" },
    },
    {
      name: "In-person pass",
      blurb: "Both days in Lisbon, with workshops, lunches and the party.",
      price: 64900,
      unit: "per person",
      features: [
        "All talks and one workshop a day",
        "Lunch and coffee both days",
        "Welcome party",
        "Recordings for a year",
      ],
      cta: { label: "Choose in person", href: "#contact" },
      featured: true,
      badge: "Best value",
    },
  ],
  note: "Sample prices. Switch the currency at the foot of the page.",
} as const satisfies PricingProps;

export const conferenceReviews = {
  id: "relay-reviews",
  heading: { eyebrow: "From last year", title: "What attendees said" },
  tone: "soft",
  items: [
    {
      quote: "The only conference where every talk had a graph from production.",
      name: "Lena Brandt",
      role: "Platform engineer, Hamburg",
      rating: 5,
    },
    {
      quote: "I came back with three changes we shipped the next month.",
      name: "Tomas Novak",
      role: "Tech lead, Brno",
      rating: 5,
    },
    {
      quote: "Workshops were small enough to ask real questions.",
      name: "Aisha Rahman",
      role: "Data engineer, Leeds",
      rating: 5,
    },
    {
      quote: "Great hallway track, and the stream was solid too.",
      name: "Pedro Alves",
      role: "SRE, Porto",
      rating: 4,
    },
    {
      quote: "Friendly, well run, and the coffee queue was short.",
      name: "Nina Kowalski",
      role: "Engineering manager, Krakow",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const conferenceGallery = {
  id: "relay-gallery",
  heading: {
    eyebrow: "Relay 2026",
    title: "Last year in pictures",
    intro: "Open any photo for a closer look.",
  },
  layout: "mosaic",
  items: [
    {
      id: "stage",
      caption: "Main stage before the opening keynote",
      art: { seed: "relay-g1", motif: Mic, alt: "" },
    },
    {
      id: "workshop",
      caption: "A full workshop room on day one",
      art: { seed: "relay-g2", motif: Terminal, alt: "" },
    },
    {
      id: "hall",
      caption: "The sponsor hall at lunch",
      art: { seed: "relay-g3", motif: Users, alt: "" },
    },
    {
      id: "lounge",
      caption: "Quiet lounge by the river",
      art: { seed: "relay-g4", motif: Armchair, alt: "" },
    },
    {
      id: "panel",
      caption: "Closing panel on day two",
      art: { seed: "relay-g5", motif: Presentation, alt: "" },
    },
  ],
} as const satisfies GalleryProps;

export const conferenceContact = {
  id: "relay-contact",
  anchor: "contact",
  heading: {
    eyebrow: "Contact",
    title: "Questions about tickets, talks or sponsoring?",
    intro: "The organising team answers within two working days.",
  },
  form: {
    label: "Contact the Relay team",
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
        name: "topic",
        label: "Topic",
        type: "select",
        options: ["Tickets", "Speaking", "Sponsoring", "Accessibility", "Something else"],
      },
      { name: "message", label: "Message", type: "textarea", required: true },
    ],
    submitLabel: "Send message",
    thanks: "Thanks, {first}. This is a sample page, so your message was not sent anywhere.",
  },
  points: [
    {
      icon: MapPin,
      title: "Venue",
      text: "Pavilion 3, Parque das Nacoes, Lisbon. Step-free access throughout.",
    },
    { icon: Mail, title: "Email", text: "hello@example.com" },
    { icon: Phone, title: "Phone", text: "+1 (555) 010-2040, weekdays 9:00-17:00" },
  ],
} as const satisfies FormSectionProps;
