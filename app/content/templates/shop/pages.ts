import Lamp from "lucide-react/icons/lamp";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import ShieldCheck from "lucide-react/icons/shield-check";
import Truck from "lucide-react/icons/truck";

import type { TemplatePage } from "~/lib/template-page";
import type { CtaBannerProps } from "~/sections/kit/cta-banner";
import type { FeatureGridProps } from "~/sections/kit/feature-grid";
import type { KitPageTitleProps } from "~/sections/kit/page-title";

import { shopBrands, shopCategories, shopColours } from "./products";

/** The three shop pages of Hearth & Loom, the sample home-decor store. */
const shop = { theme: "shop-v1", brand: "Hearth & Loom" } as const;

export const catalogPage = {
  path: "/shop/catalog",
  title: "Hearth & Loom catalogue: lamps, textiles, furniture",
  description:
    "Browse Hearth & Loom's sample catalogue: filter lamps, textiles, seating and kitchenware by category, price, colour and workshop, then sort and add to your cart.",
  ...shop,
} as const satisfies TemplatePage;

export const catalogTitle = {
  trail: [
    { name: "Shop", path: "/landing/shop/v1" },
    { name: "Catalogue", path: "/shop/catalog" },
  ],
  title: "The catalogue",
  intro: "Sixteen pieces from four workshops. Narrow them down by room, budget, colour or maker.",
} as const satisfies KitPageTitleProps;

export const catalogPromo = {
  id: "hl-catalog-promo",
  eyebrow: "This week",
  title: "20% off textiles with code TEXTILE20",
  text: "Throws, bed linen and towels, until Sunday midnight. Enter the code at checkout.",
  actions: [{ label: "Show textiles", href: "/shop/catalog?category=textiles" }],
  tone: "soft",
} as const satisfies CtaBannerProps;

/** The catalogue's filters, sort and paging. */
export const catalogSetup = {
  headingId: "hl-catalog-results",
  heading: "Products",
  categories: shopCategories,
  brands: shopBrands,
  colours: shopColours,
  /** The price slider's range and step, in whole US dollars. */
  price: { min: 0, max: 1200, step: 10 },
  pageSize: 6,
  labels: {
    filters: "Filters",
    category: "Category",
    allCategories: "All categories",
    price: "Price",
    minPrice: "Minimum price",
    maxPrice: "Maximum price",
    colour: "Colour",
    brand: "Workshop",
    sort: "Sort by",
    clear: "Clear all filters",
    active: "Active filters",
    noResults: "Nothing matches these filters. Remove one, or clear them all.",
    pagination: "Catalogue pages",
  },
} as const;

export const singlePage = {
  path: "/shop/single",
  title: "Arlo table lamp in stoneware | Hearth & Loom",
  description:
    "A sample product page: the Arlo table lamp in three glazes and three heights, with a gallery, details, delivery and related pieces from Hearth & Loom.",
  ...shop,
} as const satisfies TemplatePage;

/** The product the page shows when the URL names none (and the one it is prerendered with). */
export const singleDefault = "arlo-lamp";

export const singleSetup = {
  crumbs: [
    { name: "Shop", path: "/landing/shop/v1" },
    { name: "Catalogue", path: "/shop/catalog" },
  ],
  galleryLabel: "Product photos",
  views: ["Front", "In the room", "Detail", "From above"],
  colourLabel: "Colour",
  sizeLabel: "Size",
  detailsTitle: "Details",
  reviewsLabel: "reviews",
  promises: [
    { text: "Free standard delivery over", cents: 15_000 },
    { text: "60 days to return anything" },
    { text: "Spare parts for ten years" },
  ],
} as const;

export const singlePerks = {
  id: "hl-single-perks",
  heading: { title: "Buying from Hearth & Loom", intro: "The small print, in large type." },
  tone: "soft",
  columns: 3,
  look: "open",
  items: [
    {
      icon: Truck,
      title: "Carbon-neutral delivery",
      text: "3–5 working days, or next day by express.",
    },
    { icon: RotateCcw, title: "60-day returns", text: "Changed your mind? Send it back for free." },
    {
      icon: ShieldCheck,
      title: "Ten-year parts",
      text: "Shades, cables and covers sold separately.",
    },
  ],
} as const satisfies FeatureGridProps;

export const singleRelated = {
  id: "hl-single-related",
  heading: { eyebrow: "Goes well with", title: "You may also like" },
};

export const checkoutPage = {
  path: "/shop/checkout",
  title: "Checkout | Hearth & Loom",
  description:
    "The sample checkout of Hearth & Loom: delivery address, delivery and payment options, your cart with quantities, a coupon and the totals. No order is placed.",
  ...shop,
} as const satisfies TemplatePage;

export const checkoutTitle = {
  trail: [
    { name: "Shop", path: "/landing/shop/v1" },
    { name: "Checkout", path: "/shop/checkout" },
  ],
  title: "Checkout",
  intro:
    "A sample store: fill it in as you would a real one. Nothing is charged and no order is placed.",
} as const satisfies KitPageTitleProps;

/** The motif of the empty-cart picture. */
export const checkoutEmptyArt = { seed: "hl-empty-cart", motif: Lamp, alt: "" };
