import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Monitor from "lucide-react/icons/monitor";
import Phone from "lucide-react/icons/phone";

import type { TemplatePage } from "~/lib/template-page";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FormSectionProps } from "~/sections/kit/form-section";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { KitPageTitleProps } from "~/sections/kit/page-title";
import type { ProjectBrowserProps } from "~/sections/kit/project-browser";
import type { ProjectCardsProps } from "~/sections/kit/project-cards";
import type { ProjectSliderProps } from "~/sections/kit/project-slider";
import type { ProjectStoryProps } from "~/sections/kit/project-story";
import type { StatsProps } from "~/sections/kit/stats";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

import { otherProjects, PORTFOLIO_BRAND, portfolioCrumbs, projects } from "./projects";

const page = (path: string, title: string, description: string) =>
  ({
    path,
    title,
    description,
    theme: "creative",
    brand: PORTFOLIO_BRAND,
  }) as const satisfies TemplatePage;

const byDesk = {
  id: "fieldnote-cta",
  eyebrow: "New work",
  title: "Have a project in mind?",
  text: "Tell us what you are making and when it has to ship. We answer every brief within two working days.",
  actions: [{ label: "Start a project", href: "/portfolio/list-v2#contact" }],
} as const satisfies CtaBannerProps;

// ── Grid v1: category pills and pages ──
export const gridV1Page = page(
  "/portfolio/grid-v1",
  "Portfolio grid: work by Fieldnote Studio",
  "Fourteen sample projects from a small design studio, filtered by kind of work and split into pages: branding, apps, web, packaging, editorial and campaigns.",
);

export const gridV1Title = {
  title: "Work we are proud of",
  intro: "Identities, apps, websites and packaging for independent businesses, from 2022 to now.",
  trail: [portfolioCrumbs[0], { name: "Portfolio", path: gridV1Page.path }],
} as const satisfies KitPageTitleProps;

export const gridV1Projects = {
  id: "fieldnote-grid",
  heading: { title: "All projects", intro: "Pick a kind of work to narrow the list." },
  projects,
  filters: [{ key: "category", label: "Kind of work", allLabel: "All work" }],
  filterStyle: "pills",
  paging: "pages",
  perPage: 6,
} as const satisfies ProjectBrowserProps;

export const gridV1Cta = byDesk;

// ── Grid v2: filters, hover cards and "load more" ──
export const gridV2Page = page(
  "/portfolio/grid-v2",
  "Portfolio grid with filters: Fieldnote Studio",
  "Sample projects filtered by kind of work and by industry, with cards that reveal each project on hover and a button that loads six more at a time.",
);

export const gridV2Title = {
  title: "Selected projects",
  intro: "Filter by what we made or who we made it for. Hover or focus a card for the short story.",
  trail: [...portfolioCrumbs, { name: "Grid with filters", path: gridV2Page.path }],
} as const satisfies KitPageTitleProps;

export const gridV2Projects = {
  id: "fieldnote-filtered",
  heading: { title: "Projects", intro: "Six at a time; load more as you go." },
  projects,
  filters: [
    { key: "category", label: "Kind of work", allLabel: "All kinds of work" },
    { key: "industry", label: "Industry", allLabel: "All industries" },
  ],
  filterStyle: "selects",
  paging: "more",
  perPage: 6,
  look: "overlay",
} as const satisfies ProjectBrowserProps;

// ── List v1: alternating large pictures ──
export const listV1Page = page(
  "/portfolio/list-v1",
  "Portfolio list: Fieldnote Studio case studies",
  "Six sample case studies, each with a large picture, what we did and a short account of the project, alternating left and right.",
);

export const listV1Title = {
  title: "Case studies",
  intro: "The longer story behind six projects: the brief, what we made and what changed.",
  trail: [...portfolioCrumbs, { name: "List", path: listV1Page.path }],
} as const satisfies KitPageTitleProps;

export const listV1Rows = {
  id: "fieldnote-list",
  heading: { title: "Recent case studies", intro: "Newest first." },
  rows: projects.slice(0, 6).map((project) => ({
    eyebrow: `${project.category} · ${project.year}`,
    title: project.title,
    text: project.summary,
    tags: project.tags,
    art: project.art,
    link: { label: `Read about ${project.title}`, href: project.href },
  })),
} as const satisfies AlternatingRowsProps;

// ── List v2: five case studies in device frames, and a contact form ──
export const listV2Page = page(
  "/portfolio/list-v2",
  "Digital work: Fieldnote Studio apps and websites",
  "Five sample digital case studies shown on browser and tablet screens, with the results each one brought, and a form to tell the studio about a project.",
);

const digital = projects.filter(
  (project) => project.category === "Apps" || project.category === "Web",
);

export const listV2Hero = {
  layout: "split",
  eyebrow: "Apps and websites",
  title: "Digital products people come back to",
  lead: "We design and build websites and apps for small teams: fast, accessible and easy for you to change.",
  actions: [
    { label: "See the work", href: "#digital-work" },
    { label: "Tell us about a project", href: "#contact" },
  ],
  facts: [
    { value: "38", label: "digital projects shipped" },
    { value: "100%", label: "of them pass WCAG AA" },
  ],
  art: { seed: "fn-digital-hero", motif: Monitor, alt: "Illustration of a computer screen" },
} as const satisfies KitHeroProps;

export const listV2Rows = {
  id: "fieldnote-digital",
  anchor: "digital-work",
  heading: { eyebrow: "Case studies", title: "Five recent launches" },
  tone: "soft",
  rows: digital.slice(0, 5).map((project, index) => ({
    eyebrow: `${project.client} · ${project.year}`,
    title: project.title,
    text: project.summary,
    tags: project.tags,
    art: project.art,
    frame: index % 2 === 0 ? "browser" : "tablet",
    link: { label: `Read about ${project.title}`, href: project.href },
  })),
} as const satisfies AlternatingRowsProps;

export const listV2Contact = {
  id: "fieldnote-contact",
  anchor: "contact",
  heading: {
    eyebrow: "Contact",
    title: "Tell us about your project",
    intro: "A few lines are enough. We reply within two working days.",
  },
  form: {
    label: "Project enquiry",
    fields: [
      {
        name: "name",
        label: "Your name",
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
        name: "kind",
        label: "What do you need?",
        type: "select",
        options: ["A website", "An app", "Both", "Not sure yet"],
      },
      { name: "brief", label: "About the project", type: "textarea", required: true },
    ],
    submitLabel: "Send enquiry",
    thanks: "Thanks, {first}. This is a sample page, so nothing was sent.",
  },
  points: [
    { icon: Mail, title: "Email", text: "hello@fieldnote.example" },
    { icon: Phone, title: "Phone", text: "+1 555 0142, weekdays 9 to 5" },
    { icon: MapPin, title: "Studio", text: "2 Ropewalk Yard, Port Ellis" },
  ],
} as const satisfies FormSectionProps;

// ── Single v1: facts, story, results, testimonial, more projects ──
const saltmarsh = projects[0];

export const singleV1Page = page(
  "/portfolio/single-v1",
  "Saltmarsh Coffee rebrand: a Fieldnote Studio project",
  "How a sample design studio gave a coastal coffee roastery a new name, mark and packaging: the brief, the approach, the results and what the client said.",
);

export const singleV1Hero = {
  layout: "split",
  eyebrow: `${saltmarsh.category} · ${saltmarsh.year}`,
  title: "Saltmarsh Coffee: a roastery that tastes of the coast",
  lead: "A new name, mark and bag system for a roastery that outgrew its market stall.",
  actions: [{ label: "See the results", href: "#results" }],
  art: {
    seed: "fn-saltmarsh-hero",
    motif: saltmarsh.art.motif,
    alt: "Illustration of a coffee cup",
  },
} as const satisfies KitHeroProps;

export const singleV1Story = {
  id: "saltmarsh-story",
  heading: { eyebrow: "The project", title: "From market stall to forty stockists" },
  facts: [
    { label: "Client", value: saltmarsh.client },
    { label: "Year", value: saltmarsh.year },
    { label: "Services", value: "Naming, identity, packaging" },
    { label: "Team", value: "3 designers, 1 writer" },
  ],
  blocks: [
    {
      title: "The client",
      text: "Two roasters who started at a Saturday market and now supply coffee shops along the coast.",
    },
    {
      title: "The challenge",
      text: "Their old bags looked like every other craft roaster's, and shops could not tell the blends apart on a shelf.",
    },
    {
      title: "The solution",
      text: "A tide-chart pattern that changes colour with each blend's roast, and a name that says where the beans are roasted.",
    },
  ],
  tags: saltmarsh.tags,
} as const satisfies ProjectStoryProps;

export const singleV1Results = {
  id: "saltmarsh-results",
  anchor: "results",
  heading: { eyebrow: "Results", title: "Six months after launch" },
  tone: "soft",
  items: [
    { value: "40", label: "stockists, up from 9" },
    { value: "3×", label: "online orders" },
    { value: "62%", label: "of buyers pick a second blend" },
    { value: "0", label: "plastic in the new bags" },
  ],
} as const satisfies StatsProps;

export const singleV1Testimonial = {
  id: "saltmarsh-quote",
  heading: { eyebrow: "Client", title: "What they said" },
  items: [
    {
      quote:
        "Shops now ask for the blue one or the rust one by name. The bags sell the coffee before anyone tastes it.",
      name: "Morwenna Tregarthen",
      role: "Co-founder, Saltmarsh Coffee",
      rating: 5,
    },
    {
      quote:
        "They listened for a whole morning before showing a single sketch. It showed in the result.",
      name: "Daniel Okafor",
      role: "Head roaster, Saltmarsh Coffee",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const singleV1More = {
  id: "saltmarsh-more",
  heading: { title: "More projects" },
  projects: otherProjects([saltmarsh.slug], 3),
} as const satisfies ProjectCardsProps;

// ── Single v2: image sequence, sticky facts, results, testimonials, next projects ──
const tidewater = projects[1];

export const singleV2Page = page(
  "/portfolio/single-v2",
  "Tidewater Ferries app: a Fieldnote Studio project",
  "A sample case study of a ferry ticketing app: screens in sequence beside the project facts, results after a season, what riders said, and the next projects.",
);

export const singleV2Title = {
  title: "Tidewater Ferries: tickets and departures in your pocket",
  intro: "An app for eleven island routes, built with the crews who run them.",
  trail: [...portfolioCrumbs, { name: tidewater.title, path: singleV2Page.path }],
} as const satisfies KitPageTitleProps;

export const singleV2Story = {
  id: "tidewater-story",
  heading: { eyebrow: "The project", title: "One app instead of a paper timetable" },
  layout: "sticky",
  images: [
    {
      seed: "fn-tidewater-1",
      motif: tidewater.art.motif,
      alt: "Illustration: the departures screen",
    },
    { seed: "fn-tidewater-2", motif: MapPin, alt: "Illustration: the route map" },
    { seed: "fn-tidewater-3", motif: Phone, alt: "Illustration: a ticket on a phone" },
  ],
  facts: [
    { label: "Client", value: tidewater.client },
    { label: "Year", value: tidewater.year },
    { label: "Platforms", value: "iOS, Android, web" },
    { label: "Timeline", value: "7 months" },
  ],
  blocks: [
    {
      title: "The challenge",
      text: "Tickets were sold at the quay, departures changed with the weather, and the only alert was a note on the ticket office door.",
    },
    {
      title: "What we made",
      text: "A ticket that works offline, live departures from the crews' own tablets, and alerts for the routes each rider uses.",
    },
    {
      title: "How we worked",
      text: "Two weeks on the boats before any design, then a release every fortnight, tested with riders at the quay.",
    },
  ],
  tags: tidewater.tags,
} as const satisfies ProjectStoryProps;

export const singleV2Results = {
  id: "tidewater-results",
  heading: { eyebrow: "Results", title: "After the first summer" },
  tone: "soft",
  items: [
    { value: "71%", label: "of tickets sold in the app" },
    { value: "4.8", label: "store rating" },
    { value: "−35%", label: "queue time at the quay" },
  ],
} as const satisfies StatsProps;

export const singleV2Testimonials = {
  id: "tidewater-quotes",
  heading: { eyebrow: "Riders and crews", title: "What people said" },
  items: [
    {
      quote: "I find out about a cancelled crossing before I leave the house, not at the quay.",
      name: "Ailsa Morven",
      role: "Daily commuter, Port Ellis",
      rating: 5,
    },
    {
      quote: "We post a delay from the bridge and every rider on that route knows within a minute.",
      name: "Callum Rees",
      role: "Skipper, Tidewater Ferries",
      rating: 5,
    },
    {
      quote: "The ticket works with no signal, which out here is most of the crossing.",
      name: "Priya Nair",
      role: "Visitor from the mainland",
      rating: 4,
    },
  ],
} as const satisfies TestimonialsProps;

export const singleV2Next = {
  id: "tidewater-next",
  heading: { title: "Next projects" },
  projects: otherProjects([tidewater.slug, saltmarsh.slug], 3),
  look: "overlay",
} as const satisfies ProjectCardsProps;

// ── Slider: full screen, one project per slide ──
export const sliderPage = page(
  "/portfolio/slider",
  "Portfolio slider: one project at a time",
  "Six sample projects in a full-screen vertical slider: move with the mouse wheel, the arrow and Page keys, a swipe or the buttons.",
);

export const sliderProjects = {
  title: "Fieldnote Studio: selected work",
  intro: "Scroll, swipe or use the arrow keys.",
  projects: projects.slice(0, 6),
} as const satisfies ProjectSliderProps;
