import Award from "lucide-react/icons/award";
import Cake from "lucide-react/icons/cake";
import CakeSlice from "lucide-react/icons/cake-slice";
import Cookie from "lucide-react/icons/cookie";
import Croissant from "lucide-react/icons/croissant";
import Dessert from "lucide-react/icons/dessert";
import Donut from "lucide-react/icons/donut";
import Leaf from "lucide-react/icons/leaf";
import Medal from "lucide-react/icons/medal";
import Package from "lucide-react/icons/package";
import Sandwich from "lucide-react/icons/sandwich";
import Truck from "lucide-react/icons/truck";
import Wheat from "lucide-react/icons/wheat";

import type { TemplatePage } from "~/lib/template-page";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { PhotoStripProps } from "~/sections/kit/photo-strip";
import type { ProductGridProps } from "~/sections/kit/product-grid";

export const shopV2Page = {
  path: "/landing/shop/v2",
  title: "Crumb & Co.: a neighbourhood bakery that delivers",
  description:
    "Crumb & Co. bakes sourdough, pastries and cakes every morning and delivers across town. New arrivals, awards, build-your-own box and the autumn table.",
  theme: "shop-v2",
  brand: "Crumb & Co.",
} as const satisfies TemplatePage;

export const shopV2Hero = {
  layout: "split",
  eyebrow: "Baked this morning",
  title: "Warm bread at your door before breakfast",
  lead: "Slow sourdough, flaky pastries and cakes for every occasion, baked overnight and delivered by bike across town from 7 a.m.",
  actions: [
    { label: "See new arrivals", href: "#new" },
    { label: "Build a box", href: "#box" },
  ],
  art: {
    seed: "crumb-hero",
    motif: Croissant,
    alt: "Illustration of a croissant",
    tint: "#8a4b1c",
  },
} as const satisfies KitHeroProps;

const CRUST = { name: "Classic", hex: "#c8843f" };
const DARK = { name: "Dark bake", hex: "#7a4419" };
const SEEDED = { name: "Seeded", hex: "#a0763f" };

export const shopV2New = {
  id: "crumb-new",
  anchor: "new",
  heading: { eyebrow: "New arrivals", title: "Fresh on the counter this week" },
  cart: true,
  products: [
    {
      id: "rye-loaf",
      name: "Dark rye loaf",
      price: 750,
      motif: Wheat,
      colours: [DARK, SEEDED],
      badge: "New",
    },
    {
      id: "almond-croissant",
      name: "Almond croissant",
      price: 420,
      motif: Croissant,
      colours: [CRUST, DARK],
    },
    {
      id: "pear-tart",
      name: "Pear and hazelnut tart",
      price: 2800,
      motif: CakeSlice,
      colours: [CRUST],
    },
    {
      id: "brown-butter-cookie",
      name: "Brown butter cookies, 6",
      price: 1200,
      motif: Cookie,
      colours: [CRUST, DARK],
      badge: "New",
    },
  ],
} as const satisfies ProductGridProps;

export const shopV2About = {
  id: "crumb-about",
  heading: { eyebrow: "Our story", title: "Three bakers, one very old oven" },
  tone: "soft",
  rows: [
    {
      title: "Baking the slow way since 2011",
      text: "Our sourdough rises for 36 hours. We mill some of our own flour, buy the rest from two farms within 80 km, and nothing leaves the shop that we would not eat ourselves.",
      points: ["Organic flour from local farms", "No additives, no shortcuts"],
      art: { seed: "crumb-about", motif: Wheat, alt: "Illustration of wheat" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const shopV2Awards = {
  id: "crumb-awards",
  heading: { eyebrow: "Awards", title: "Judged by people who know bread" },
  columns: 3,
  look: "open",
  items: [
    { icon: Award, title: "Best sourdough 2026", text: "Regional Bread Awards, gold." },
    { icon: Medal, title: "Top 10 croissants", text: "City Food Guide, three years running." },
    { icon: Award, title: "Independent shop of the year", text: "Local Business Awards 2025." },
  ],
} as const satisfies FeatureGridProps;

export const shopV2Box = {
  id: "crumb-box",
  anchor: "box",
  eyebrow: "Build your box",
  title: "Choose six, we bake them for Saturday",
  text: "Mix loaves, pastries and cookies for a weekend box, delivered Saturday morning. Tell us where to send the order form.",
  form: {
    label: "Build-your-box order form",
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
    submitLabel: "Start my box",
    thanks: "The form would go to {first}; this sample page sends nothing.",
    inline: true,
  },
} as const satisfies CtaBannerProps;

export const shopV2Benefits = {
  id: "crumb-benefits",
  heading: { eyebrow: "Why Crumb", title: "Small things we do properly" },
  tone: "soft",
  columns: 4,
  look: "open",
  items: [
    { icon: Truck, title: "Bike delivery", text: "Free in town on orders over $25." },
    { icon: Leaf, title: "Organic flour", text: "From two farms we visit every harvest." },
    { icon: Package, title: "Paper packaging", text: "Compostable bags and boxes." },
    { icon: Cake, title: "Cakes to order", text: "Two days' notice for celebrations." },
  ],
} as const satisfies FeatureGridProps;

export const shopV2Collection = {
  id: "crumb-collection",
  heading: { eyebrow: "Featured collection", title: "The autumn table" },
  cart: true,
  products: [
    {
      id: "pumpkin-loaf",
      name: "Spiced pumpkin loaf",
      price: 950,
      motif: Dessert,
      colours: [CRUST, DARK],
    },
    {
      id: "apple-doughnut",
      name: "Apple cider doughnuts, 4",
      price: 1000,
      motif: Donut,
      colours: [CRUST],
    },
    {
      id: "fig-sandwich",
      name: "Fig and cheese sandwich",
      price: 850,
      motif: Sandwich,
      colours: [SEEDED, CRUST],
    },
    {
      id: "celebration-cake",
      name: "Hazelnut celebration cake",
      price: 4200,
      was: 4800,
      motif: Cake,
      colours: [CRUST, DARK],
      badge: "-12%",
    },
  ],
} as const satisfies ProductGridProps;

export const shopV2Strip = {
  id: "crumb-strip",
  title: "From the bakery counter",
  photos: [
    { seed: "crumb-s1", motif: Croissant, alt: "" },
    { seed: "crumb-s2", motif: Wheat, alt: "" },
    { seed: "crumb-s3", motif: Cookie, alt: "" },
    { seed: "crumb-s4", motif: Cake, alt: "" },
    { seed: "crumb-s5", motif: Donut, alt: "" },
    { seed: "crumb-s6", motif: CakeSlice, alt: "" },
  ],
} as const satisfies PhotoStripProps;
