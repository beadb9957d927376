import LayoutTemplate from "lucide-react/icons/layout-template";
import LogIn from "lucide-react/icons/log-in";
import Mail from "lucide-react/icons/mail";
import PanelsTopLeft from "lucide-react/icons/panels-top-left";

import { findableTemplatePages } from "~/content/templates/catalog";
import type { TemplatePage } from "~/lib/template-page";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { NotFoundHeroProps } from "~/sections/kit/not-found-hero";

// The three not-found designs are pages of their own (they answer 200); an unknown path still
// gets the site's 404 page with a 404 status (routes/not-found.tsx).

// ── /error/v3: search and four category cards ──
export const errorV3Page = {
  path: "/error/v3",
  title: "Page not found: search or pick a section (404)",
  description:
    "A not-found page that helps people find what they came for: search the template pages by name, or start from one of four sections.",
  theme: "corporate",
  brand: "Atlas & Co",
} as const satisfies TemplatePage;

export const errorV3Hero = {
  code: "Error 404",
  title: "We could not find that page",
  lead: "It may have been renamed or taken down. Search for it by name, or start from one of the sections below.",
  search: {
    label: "Search the template pages",
    placeholder: "For example: pricing, yoga, sign in",
    pages: findableTemplatePages(),
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
