import Brush from "lucide-react/icons/brush";
import Camera from "lucide-react/icons/camera";
import Coffee from "lucide-react/icons/coffee";
import Feather from "lucide-react/icons/feather";
import Gem from "lucide-react/icons/gem";
import Layers from "lucide-react/icons/layers";
import Package from "lucide-react/icons/package";
import PenTool from "lucide-react/icons/pen-tool";
import Shapes from "lucide-react/icons/shapes";
import Shirt from "lucide-react/icons/shirt";
import Sprout from "lucide-react/icons/sprout";
import Type from "lucide-react/icons/type";

import type { TemplatePage } from "~/lib/template-page";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { GalleryProps } from "~/sections/kit/gallery";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { LogoStripProps } from "~/sections/kit/logo-strip";
import type { StatsProps } from "~/sections/kit/stats";
import type { TeamGridProps } from "~/sections/kit/team-grid";
import type { TestimonialsProps } from "~/sections/kit/testimonials";

export const creativePage = {
  path: "/landing/agency/creative",
  title: "Fold & Figure: a branding studio",
  description:
    "Fold & Figure is a small branding studio: identities, packaging and type for brands that want to be remembered. Selected work, clients, team and how we work.",
  theme: "creative",
  brand: "Fold & Figure",
} as const satisfies TemplatePage;

export const creativeHero = {
  layout: "split",
  eyebrow: "Branding studio, Rotterdam",
  title: "Brands people recognise from across the street",
  lead: "We design identities, packaging and type for independent companies that would rather be remembered than be safe.",
  actions: [
    { label: "See our work", href: "#work" },
    { label: "Meet the team", href: "#team" },
  ],
  art: { seed: "ff-hero", motif: Shapes, alt: "Illustration of bold geometric shapes" },
} as const satisfies KitHeroProps;

export const creativeServices = {
  id: "ff-services",
  heading: { eyebrow: "What we do", title: "Three things, done properly" },
  columns: 3,
  items: [
    { icon: Gem, title: "Identity", text: "Names, marks and the rules that keep them consistent." },
    {
      icon: Package,
      title: "Packaging",
      text: "Boxes, labels and bags that sell on a crowded shelf.",
    },
    {
      icon: Type,
      title: "Type and lettering",
      text: "Custom headline faces and hand-drawn wordmarks.",
    },
  ],
} as const satisfies FeatureGridProps;

export const creativeAbout = {
  id: "ff-about",
  heading: { eyebrow: "About", title: "Eleven years, nine people, one long table" },
  rows: [
    {
      title: "Small on purpose",
      text: "Every project is run by a partner from first sketch to print check. No hand-offs, no account managers, no surprises on the invoice.",
      points: ["Fixed fees agreed up front", "Two rounds of changes included"],
      art: { seed: "ff-about", motif: PenTool, alt: "Illustration of a pen nib" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const creativeStats = {
  id: "ff-stats",
  heading: { title: "The studio in numbers" },
  hideHeading: true,
  tone: "dark",
  items: [
    { value: "140+", label: "identities launched" },
    { value: "11", label: "years in the studio" },
    { value: "23", label: "design awards" },
  ],
} as const satisfies StatsProps;

export const creativeWork = {
  id: "ff-work",
  anchor: "work",
  heading: {
    eyebrow: "Selected work",
    title: "Recent projects",
    intro: "Filter by discipline; open a project for a closer look.",
  },
  filters: ["Identity", "Packaging", "Type"],
  filterLabel: "Filter projects by discipline",
  items: [
    {
      id: "kiln",
      category: "Identity",
      caption: "Kiln coffee roasters: identity",
      art: { seed: "ff-w1", motif: Coffee, alt: "" },
    },
    {
      id: "moss",
      category: "Packaging",
      caption: "Moss and Moor: plant-care packaging",
      art: { seed: "ff-w2", motif: Sprout, alt: "" },
    },
    {
      id: "oro",
      category: "Type",
      caption: "Oro Grotesk: a headline typeface",
      art: { seed: "ff-w3", motif: Type, alt: "" },
    },
    {
      id: "loom",
      category: "Identity",
      caption: "Loomwork textiles: identity",
      art: { seed: "ff-w4", motif: Shirt, alt: "" },
    },
    {
      id: "quill",
      category: "Packaging",
      caption: "Quill stationery: gift boxes",
      art: { seed: "ff-w5", motif: Feather, alt: "" },
    },
    {
      id: "lens",
      category: "Identity",
      caption: "Lens and Light: photo studio identity",
      art: { seed: "ff-w6", motif: Camera, alt: "" },
    },
  ],
} as const satisfies GalleryProps;

export const creativeClients = {
  id: "ff-clients",
  heading: { title: "Studios and shops we have worked with" },
  marquee: true,
  logos: [
    { name: "Kiln", icon: Coffee },
    { name: "Moss and Moor", icon: Sprout },
    { name: "Loomwork", icon: Shirt },
    { name: "Quill", icon: Feather },
    { name: "Lens and Light", icon: Camera },
    { name: "Layerhaus", icon: Layers },
    { name: "Brushfield", icon: Brush },
  ],
} as const satisfies LogoStripProps;

export const creativeTestimonials = {
  id: "ff-testimonials",
  heading: { eyebrow: "Clients", title: "Kind words, unedited" },
  tone: "soft",
  items: [
    {
      quote: "Sales of our beans doubled the quarter the new bags hit the shelves.",
      name: "Noor Vermeulen",
      role: "Founder, Kiln",
      rating: 5,
    },
    {
      quote: "They asked better questions about our business than our accountant.",
      name: "Felix Brandt",
      role: "Owner, Loomwork",
      rating: 5,
    },
    {
      quote: "The typeface makes our posters unmistakable, even at a distance.",
      name: "Sara Lind",
      role: "Director, Lens and Light",
      rating: 5,
    },
    {
      quote: "On time, on budget, and the files were tidy. Rare.",
      name: "Marco Bellini",
      role: "Operations, Quill",
      rating: 5,
    },
  ],
} as const satisfies TestimonialsProps;

export const creativeTeam = {
  id: "ff-team",
  anchor: "team",
  heading: { eyebrow: "Team", title: "The people at the long table" },
  people: [
    { name: "Lotte de Wit", role: "Partner, identity" },
    { name: "Youssef Amrani", role: "Partner, packaging" },
    { name: "Ingrid Falk", role: "Type designer" },
    { name: "Ben Okoro", role: "Designer" },
  ],
} as const satisfies TeamGridProps;
