import Bike from "lucide-react/icons/bike";
import BookOpen from "lucide-react/icons/book-open";
import Coffee from "lucide-react/icons/coffee";
import Croissant from "lucide-react/icons/croissant";
import Dumbbell from "lucide-react/icons/dumbbell";
import Landmark from "lucide-react/icons/landmark";
import Leaf from "lucide-react/icons/leaf";
import MapIcon from "lucide-react/icons/map";
import Pizza from "lucide-react/icons/pizza";
import Ship from "lucide-react/icons/ship";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Stethoscope from "lucide-react/icons/stethoscope";
import Sun from "lucide-react/icons/sun";
import Zap from "lucide-react/icons/zap";

import type { Project } from "~/sections/kit/project-card";

/**
 * The sample studio's projects, shared by every portfolio template page. Two of them have a
 * page of their own (the two project layouts); the others link to the layout that suits them.
 */
export const PORTFOLIO_BRAND = "Fieldnote Studio";

const SINGLE_V1 = "/portfolio/single-v1";
const SINGLE_V2 = "/portfolio/single-v2";

export const projects = [
  {
    slug: "saltmarsh-coffee",
    title: "Saltmarsh Coffee",
    client: "Saltmarsh Coffee Roasters",
    category: "Branding",
    industry: "Food and drink",
    year: "2026",
    tags: ["Identity", "Packaging", "Signage"],
    summary:
      "A coastal roastery's new name, mark and bag system, drawn from tide charts and salt-faded paint.",
    art: { seed: "fn-saltmarsh", motif: Coffee, alt: "Illustration of a coffee cup" },
    href: SINGLE_V1,
  },
  {
    slug: "tidewater-ferries",
    title: "Tidewater Ferries app",
    client: "Tidewater Ferries",
    category: "Apps",
    industry: "Travel",
    year: "2026",
    tags: ["iOS and Android", "Ticketing", "Live departures"],
    summary: "Tickets, live departures and delay alerts for eleven island routes, in one app.",
    art: { seed: "fn-tidewater", motif: Ship, alt: "Illustration of a ferry" },
    href: SINGLE_V2,
  },
  {
    slug: "orchard-lane",
    title: "Orchard Lane Bakery",
    client: "Orchard Lane Bakery",
    category: "Web",
    industry: "Food and drink",
    year: "2025",
    tags: ["Website", "Pre-orders"],
    summary:
      "A website that takes weekend pre-orders, so the queue is shorter and nothing is wasted.",
    art: { seed: "fn-orchard", motif: Croissant, alt: "Illustration of a croissant" },
    href: SINGLE_V1,
  },
  {
    slug: "kestrel-bikes",
    title: "Kestrel Bikes boxes",
    client: "Kestrel Bicycles",
    category: "Packaging",
    industry: "Retail",
    year: "2025",
    tags: ["Packaging", "Unboxing"],
    summary: "Flat-pack shipping boxes that open into a stand for the first repair.",
    art: { seed: "fn-kestrel", motif: Bike, alt: "Illustration of a bicycle" },
    href: SINGLE_V2,
  },
  {
    slug: "northwind-clinic",
    title: "Northwind Clinic booking",
    client: "Northwind Family Clinic",
    category: "Web",
    industry: "Health",
    year: "2025",
    tags: ["Website", "Accessibility", "Booking"],
    summary: "Appointment booking that works with a screen reader and on a five-year-old phone.",
    art: { seed: "fn-northwind", motif: Stethoscope, alt: "Illustration of a stethoscope" },
    href: SINGLE_V1,
  },
  {
    slug: "quarry-books",
    title: "Quarry Books",
    client: "Quarry Books",
    category: "Branding",
    industry: "Culture",
    year: "2024",
    tags: ["Identity", "Type"],
    summary:
      "An independent publisher's mark, cut like a stone block, and a system for its covers.",
    art: { seed: "fn-quarry", motif: BookOpen, alt: "Illustration of an open book" },
    href: SINGLE_V2,
  },
  {
    slug: "lumen-solar",
    title: "Lumen Solar annual report",
    client: "Lumen Solar Cooperative",
    category: "Editorial",
    industry: "Energy",
    year: "2024",
    tags: ["Report", "Data design"],
    summary: "A co-op's year in charts that members actually read: 40 pages, printed and online.",
    art: { seed: "fn-lumen", motif: Sun, alt: "Illustration of the sun" },
    href: SINGLE_V1,
  },
  {
    slug: "hearth-tea",
    title: "Hearth Tea tins",
    client: "Hearth Tea Company",
    category: "Packaging",
    industry: "Food and drink",
    year: "2024",
    tags: ["Packaging", "Illustration"],
    summary: "Twelve tins, twelve hand-drawn landscapes, one colour for each time of day.",
    art: { seed: "fn-hearth", motif: Leaf, alt: "Illustration of a tea leaf" },
    href: SINGLE_V2,
  },
  {
    slug: "pinecrest-museum",
    title: "Pinecrest Museum wayfinding",
    client: "Pinecrest Museum of Local History",
    category: "Branding",
    industry: "Culture",
    year: "2023",
    tags: ["Wayfinding", "Signage"],
    summary: "Signs and floor maps for a museum in a listed mill, without a single drilled wall.",
    art: { seed: "fn-pinecrest", motif: Landmark, alt: "Illustration of a museum building" },
    href: SINGLE_V1,
  },
  {
    slug: "fettle-fitness",
    title: "Fettle Fitness app",
    client: "Fettle",
    category: "Apps",
    industry: "Health",
    year: "2023",
    tags: ["App", "Onboarding"],
    summary: "A gentler start to strength training: ten-minute plans and progress you can feel.",
    art: { seed: "fn-fettle", motif: Dumbbell, alt: "Illustration of a dumbbell" },
    href: SINGLE_V2,
  },
  {
    slug: "harbour-cycle",
    title: "Harbour Cycle Co. shop",
    client: "Harbour Cycle Co.",
    category: "Web",
    industry: "Retail",
    year: "2023",
    tags: ["Online shop", "Click and collect"],
    summary: "An online shop for a two-branch bike store, with same-day collection.",
    art: { seed: "fn-harbour", motif: ShoppingBag, alt: "Illustration of a shopping bag" },
    href: SINGLE_V1,
  },
  {
    slug: "greenline-energy",
    title: "Greenline switch campaign",
    client: "Greenline Energy",
    category: "Campaigns",
    industry: "Energy",
    year: "2022",
    tags: ["Campaign", "Outdoor", "Social"],
    summary: "Posters and short films that made switching supplier sound as easy as it is.",
    art: { seed: "fn-greenline", motif: Zap, alt: "Illustration of a lightning bolt" },
    href: SINGLE_V2,
  },
  {
    slug: "atlas-trails",
    title: "Atlas Trails app",
    client: "Atlas Trails",
    category: "Apps",
    industry: "Travel",
    year: "2022",
    tags: ["App", "Offline maps"],
    summary: "Walking routes that work without signal, with the next turn read aloud.",
    art: { seed: "fn-atlas", motif: MapIcon, alt: "Illustration of a folded map" },
    href: SINGLE_V1,
  },
  {
    slug: "ember-pizza",
    title: "Ember Pizza",
    client: "Ember Wood-fired Pizza",
    category: "Branding",
    industry: "Food and drink",
    year: "2022",
    tags: ["Identity", "Menus"],
    summary: "A mark that looks burnt on purpose, for three pizzerias and a food truck.",
    art: { seed: "fn-ember", motif: Pizza, alt: "Illustration of a pizza" },
    href: SINGLE_V2,
  },
] as const satisfies readonly Project[];

/** Breadcrumb trail of the portfolio pages. */
export const portfolioCrumbs = [
  { name: "Home", path: "/landing/template" },
  { name: "Portfolio", path: "/portfolio/grid-v1" },
] as const;

/** Projects other than these, for "more projects". */
export function otherProjects(exclude: readonly string[], count: number): Project[] {
  return projects.filter((project) => !exclude.includes(project.slug)).slice(0, count);
}
