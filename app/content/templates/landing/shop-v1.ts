import Armchair from "lucide-react/icons/armchair";
import Bed from "lucide-react/icons/bed";
import CookingPot from "lucide-react/icons/cooking-pot";
import Flower2 from "lucide-react/icons/flower-2";
import Gift from "lucide-react/icons/gift";
import Lamp from "lucide-react/icons/lamp";
import LampDesk from "lucide-react/icons/lamp-desk";
import Leaf from "lucide-react/icons/leaf";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Sofa from "lucide-react/icons/sofa";
import Truck from "lucide-react/icons/truck";
import Wine from "lucide-react/icons/wine";

import { shopProduct } from "~/content/templates/shop/products";
import { nextWeekly } from "~/lib/countdown";
import type { TemplatePage } from "~/lib/template-page";
import type { AlternatingRowsProps } from "~/sections/kit/alternating-rows";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitHeroProps } from "~/sections/kit/hero";
import type { HotspotPictureProps } from "~/sections/kit/hotspot-picture";
import type { PhotoStripProps } from "~/sections/kit/photo-strip";
import type { PostGridProps } from "~/sections/kit/post-grid";
import type { ProductGridProps } from "~/sections/kit/product-grid";

export const shopV1Page = {
  path: "/landing/shop/v1",
  title: "Hearth & Loom: home decor made to be lived with",
  description:
    "Hearth & Loom sells lamps, textiles and small furniture made by independent workshops. Trending pieces, room collections, a weekend sale and free returns.",
  theme: "shop-v1",
  brand: "Hearth & Loom",
} as const satisfies TemplatePage;

/** The shop's bestsellers, from the catalogue the shop pages share (so the cart sees one product). */
export const shopV1Popular = ["arlo-lamp", "fen-chair", "tove-sofa"].map(shopProduct);

export const shopV1Hero = {
  layout: "split",
  eyebrow: "New season, slower living",
  title: "Rooms that feel like a deep breath",
  lead: "Lamps, textiles and small furniture from twelve independent workshops, made in small runs and built to be repaired.",
  actions: [
    { label: "Shop trending", href: "#trending" },
    { label: "See collections", href: "#collections" },
  ],
  facts: [
    { value: "12", label: "partner workshops" },
    { value: "60 days", label: "to return anything" },
  ],
} as const satisfies Omit<KitHeroProps, "aside">;

export const shopV1About = {
  id: "hl-about",
  heading: { eyebrow: "About us", title: "Fewer, better things for the home" },
  rows: [
    {
      title: "Made by people we know by name",
      text: "Every piece comes from a workshop we have visited. We pay on order, not on sale, so makers can plan their year.",
      points: ["Solid wood and natural fibres", "Spare parts for ten years"],
      art: { seed: "hl-about", motif: Leaf, alt: "Illustration of a leaf" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const shopV1Categories = {
  id: "hl-categories",
  heading: { eyebrow: "Shop by room", title: "Categories" },
  tone: "soft",
  columns: 4,
  items: [
    {
      art: { seed: "hl-cat-living", motif: Sofa, alt: "" },
      title: "Living room",
      text: "Sofas, side tables and throws.",
    },
    {
      art: { seed: "hl-cat-light", motif: LampDesk, alt: "" },
      title: "Lighting",
      text: "Table, floor and wall lamps.",
    },
    {
      art: { seed: "hl-cat-bed", motif: Bed, alt: "" },
      title: "Bedroom",
      text: "Linen, blankets and bedside pieces.",
    },
    {
      art: { seed: "hl-cat-kitchen", motif: CookingPot, alt: "" },
      title: "Kitchen",
      text: "Stoneware, linen and glass.",
    },
  ],
} as const satisfies FeatureGridProps;

export const shopV1Trending = {
  id: "hl-trending",
  anchor: "trending",
  heading: {
    eyebrow: "Trending",
    title: "What people are bringing home",
    intro: "Pick a finish to see it; save favourites with the heart.",
  },
  carousel: true,
  products: [...shopV1Popular, ...["mira-vase", "odd-decanter", "nook-pot"].map(shopProduct)],
  cart: true,
} as const satisfies ProductGridProps;

export const shopV1Collections = {
  id: "hl-collections",
  anchor: "collections",
  heading: { eyebrow: "Collections", title: "Put together by our stylists" },
  tone: "soft",
  rows: [
    {
      eyebrow: "Autumn",
      title: "The warm corner",
      text: "A reading chair, a low lamp and a wool throw in clay and rust.",
      art: { seed: "hl-col-1", motif: Armchair, alt: "Illustration of an armchair" },
    },
    {
      eyebrow: "Everyday",
      title: "The calm kitchen",
      text: "Stoneware in oat and sage, with linen that softens with every wash.",
      art: { seed: "hl-col-2", motif: CookingPot, alt: "Illustration of a cooking pot" },
    },
  ],
} as const satisfies AlternatingRowsProps;

export const shopV1Perks = {
  id: "hl-perks",
  heading: { title: "Why shop with us", intro: "The small print, in large type." },
  columns: 4,
  look: "open",
  items: [
    { icon: Truck, title: "Free delivery", text: "On orders over $150, carbon-neutral." },
    { icon: RotateCcw, title: "60-day returns", text: "Changed your mind? Send it back free." },
    { icon: Leaf, title: "Natural materials", text: "Wood, wool, linen, clay and glass." },
    { icon: Gift, title: "Gift wrapping", text: "Recycled paper and a handwritten note." },
  ],
} as const satisfies FeatureGridProps;

export const shopV1Shoppable = {
  id: "hl-shoppable",
  heading: {
    eyebrow: "Shop the room",
    title: "Everything in this corner",
    intro: "Press a + to see what it is and what it costs.",
  },
  tone: "soft",
  art: { seed: "hl-room", motif: Sofa, alt: "Illustration of a living room corner with a sofa" },
  spots: [
    {
      x: 25,
      y: 40,
      title: "Arlo table lamp",
      text: "Hand-thrown clay base, linen shade.",
      price: 12900,
    },
    {
      x: 50,
      y: 55,
      title: "Tove two-seat sofa",
      text: "Oak frame, removable wool covers.",
      price: 119900,
    },
    { x: 80, y: 70, title: "Mira stoneware vase", text: "Matte glaze, 28 cm tall.", price: 4800 },
  ],
} as const satisfies HotspotPictureProps;

export const shopV1Sale = {
  id: "hl-sale",
  eyebrow: "Weekend sale",
  title: "20% off textiles until Sunday midnight",
  text: "Throws, cushions and linen. Join the list and we will send a code, plus first look at next season.",
  form: {
    label: "Sale sign-up",
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
    submitLabel: "Send my code",
    thanks: "Thanks! A code for {first} would be on its way; this sample page sends nothing.",
    inline: true,
  },
} as const satisfies CtaBannerProps;

/** The sale ends every Sunday at midnight (UTC), so the sample never shows a finished sale. */
export const shopV1SaleEnds = (now: number) => nextWeekly(now, 0);

export const shopV1Blog = {
  id: "hl-journal",
  heading: { eyebrow: "Journal", title: "Notes from the workshops" },
  posts: [
    {
      title: "How a lamp base is thrown",
      excerpt: "A morning in the pottery that makes the Arlo, from wet clay to first firing.",
      topic: "Makers",
      date: "2026-10-14",
      minutes: 5,
      author: "Ines Duarte",
      art: { seed: "hl-post-1", motif: Lamp, alt: "" },
    },
    {
      title: "Caring for wool throws",
      excerpt: "Air them, brush them, wash them rarely: the short guide to a blanket that lasts.",
      topic: "Care",
      date: "2026-10-02",
      minutes: 3,
      author: "Ben Carter",
      art: { seed: "hl-post-2", motif: Bed, alt: "" },
    },
    {
      title: "Small rooms, warm light",
      excerpt: "Three lamps at three heights beat one bright ceiling light. Here is why.",
      topic: "Styling",
      date: "2026-09-18",
      minutes: 4,
      author: "Ines Duarte",
      art: { seed: "hl-post-3", motif: LampDesk, alt: "" },
    },
  ],
} as const satisfies PostGridProps;

export const shopV1Strip = {
  id: "hl-strip",
  title: "Hearth & Loom in customers' homes",
  photos: [
    { seed: "hl-s1", motif: Armchair, alt: "" },
    { seed: "hl-s2", motif: Lamp, alt: "" },
    { seed: "hl-s3", motif: Flower2, alt: "" },
    { seed: "hl-s4", motif: Sofa, alt: "" },
    { seed: "hl-s5", motif: Wine, alt: "" },
    { seed: "hl-s6", motif: Bed, alt: "" },
  ],
} as const satisfies PhotoStripProps;
