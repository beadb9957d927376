import LayoutTemplate from "lucide-react/icons/layout-template";
import LogIn from "lucide-react/icons/log-in";
import Mail from "lucide-react/icons/mail";
import PanelsTopLeft from "lucide-react/icons/panels-top-left";

import { templateGroups } from "~/content/templates/catalog";
import type { TemplatePage } from "~/lib/template-page";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { FindablePage, NotFoundHeroProps } from "~/sections/kit/not-found";

// The three not-found designs are pages of their own (they answer 200); an unknown path still
// gets the site's 404 page with a 404 status (routes/not-found.tsx).

const waysOn = [
  { label: "Browse all templates", href: "/landing/template" },
  { label: "CradleSec home", href: "/home" },
] as const;

// ── /error/v1: animated illustration ──
export const errorV1Page = {
  path: "/error/v1",
  title: "Page not found: lost in orbit (404 template)",
  description:
    "A not-found page with an animated planet and satellite: the page drifted off course, and two clear ways back to solid ground.",
  theme: "template",
  brand: "Skylark",
} as const satisfies TemplatePage;

export const errorV1Hero = {
  code: "Error 404",
  title: "This page drifted out of orbit",
  lead: "The link you followed points at a page that is not here any more, or never was. Mission control suggests one of these instead.",
  actions: waysOn,
  art: {
    kind: "orbit",
    label: "The number 404 drawn with a planet as the zero and a small satellite circling it",
  },
} as const satisfies NotFoundHeroProps;

// ── /error/v2: illustrated scene ──
export const errorV2Page = {
  path: "/error/v2",
  title: "Page not found: the trail ends here (404 template)",
  description:
    "A not-found page drawn as a quiet scene: a signpost where the trail runs out, and the paths that lead back to the rest of the site.",
  theme: "insurance",
  brand: "Trailhead",
} as const satisfies TemplatePage;

export const errorV2Hero = {
  code: "Error 404",
  title: "The trail ends at this signpost",
  lead: "Whatever was here has moved or was never marked on the map. Turn back to the start, or head somewhere we know is there.",
  actions: waysOn,
  art: {
    kind: "scene",
    label: "Hills at dusk with a signpost reading 404 where a dotted trail runs out",
  },
} as const satisfies NotFoundHeroProps;

// ── /error/v3: search and four category cards ──
export const errorV3Page = {
  path: "/error/v3",
  title: "Page not found: search or pick a section (404)",
  description:
    "A not-found page that helps people find what they came for: search the template pages by name, or start from one of four sections.",
  theme: "corporate",
  brand: "Atlas & Co",
} as const satisfies TemplatePage;

/** Every built template page, searchable by name, summary and group. */
const findable: FindablePage[] = templateGroups.flatMap((group) =>
  group.entries
    .filter((entry) => entry.built)
    .map((entry) => ({
      title: entry.name,
      href: entry.route,
      summary: entry.summary,
      group: group.title,
    })),
);

export const errorV3Hero = {
  code: "Error 404",
  title: "We could not find that page",
  lead: "It may have been renamed or taken down. Search for it by name, or start from one of the sections below.",
  search: {
    label: "Search the template pages",
    placeholder: "For example: pricing, yoga, sign in",
    pages: findable,
  },
} as const satisfies NotFoundHeroProps;

export const errorV3Sections = {
  id: "atlas-sections",
  heading: {
    title: "Or start from a section",
    intro: "Four places most visitors are looking for.",
  },
  columns: 4,
  tone: "soft",
  items: [
    {
      icon: LayoutTemplate,
      title: "Landing pages",
      text: "Twenty campaign pages, from a yoga studio to an AI platform.",
      link: { label: "See landing pages", href: "/landing/template#landings" },
    },
    {
      icon: PanelsTopLeft,
      title: "Inner pages",
      text: "About, services, pricing, portfolio and coming-soon pages.",
      link: { label: "See inner pages", href: "/landing/template#inner-pages" },
    },
    {
      icon: LogIn,
      title: "Sign-in pages",
      text: "Sign in, sign up and password recovery forms.",
      link: { label: "See sign-in pages", href: "/landing/template#auth" },
    },
    {
      icon: Mail,
      title: "Contact pages",
      text: "Detail cards, consultation forms and office maps.",
      link: { label: "See contact pages", href: "/contacts/v1" },
    },
  ],
} as const satisfies FeatureGridProps;
