import Armchair from "lucide-react/icons/armchair";
import Bath from "lucide-react/icons/bath";
import Bed from "lucide-react/icons/bed";
import BedDouble from "lucide-react/icons/bed-double";
import Coffee from "lucide-react/icons/coffee";
import CookingPot from "lucide-react/icons/cooking-pot";
import Flower2 from "lucide-react/icons/flower-2";
import Lamp from "lucide-react/icons/lamp";
import LampCeiling from "lucide-react/icons/lamp-ceiling";
import LampDesk from "lucide-react/icons/lamp-desk";
import LampFloor from "lucide-react/icons/lamp-floor";
import Sofa from "lucide-react/icons/sofa";
import Sprout from "lucide-react/icons/sprout";
import Utensils from "lucide-react/icons/utensils";
import Wine from "lucide-react/icons/wine";

import type { Colour } from "~/components/kit/swatches";
import type { Product } from "~/sections/kit/product-card";

/**
 * Hearth & Loom's sample catalogue: the shop landing page (/landing/shop/v1), the catalogue,
 * the product page and checkout all draw from it. Prices in US cents.
 */
export interface ShopProduct extends Product {
  /** Category slug (see `shopCategories`). */
  category: string;
  /** Brand slug: the workshop that makes it (see `shopBrands`). */
  brand: string;
  /** Average rating out of 5, and how many reviews it comes from. */
  rating: number;
  reviews: number;
  /** Position in the "newest" sort: higher came in later. */
  added: number;
  /** One sentence for the product page. */
  summary: string;
  /** Sizes it comes in, if it has any. */
  sizes?: readonly string[];
  /** Facts for the product page's details list. */
  details: readonly string[];
}

const CLAY = { name: "Clay", hex: "#b8673f" };
const OAT = { name: "Oat", hex: "#d9c7a7" };
const SAGE = { name: "Sage", hex: "#7d8f74" };
const INK = { name: "Ink", hex: "#2f3340" };
const RUST = { name: "Rust", hex: "#8f3b1f" };
const WALNUT = { name: "Walnut", hex: "#5b3a26" };

export const shopColours = [
  CLAY,
  OAT,
  SAGE,
  INK,
  RUST,
  WALNUT,
] as const satisfies readonly Colour[];

export const shopCategories = [
  { slug: "lighting", label: "Lighting" },
  { slug: "seating", label: "Seating" },
  { slug: "textiles", label: "Textiles" },
  { slug: "kitchen", label: "Kitchen" },
  { slug: "decor", label: "Decor" },
] as const;

export const shopBrands = [
  { slug: "kiln-house", label: "Kiln House" },
  { slug: "fenwick-joinery", label: "Fenwick Joinery" },
  { slug: "norrland-wool", label: "Norrland Wool" },
  { slug: "glassworks-nine", label: "Glassworks Nine" },
] as const;

type CategorySlug = (typeof shopCategories)[number]["slug"];
type BrandSlug = (typeof shopBrands)[number]["slug"];

/** A catalogue entry, checked against the category and brand lists. */
const product = (
  entry: Omit<ShopProduct, "category" | "brand"> & { category: CategorySlug; brand: BrandSlug },
): ShopProduct => entry;

export const shopProducts: readonly ShopProduct[] = [
  product({
    id: "arlo-lamp",
    name: "Arlo table lamp",
    price: 12900,
    motif: Lamp,
    colours: [CLAY, OAT, INK],
    badge: "Bestseller",
    category: "lighting",
    brand: "kiln-house",
    rating: 4.8,
    reviews: 214,
    added: 9,
    summary:
      "A hand-thrown stoneware base under a linen shade: warm, low light for a reading corner or a bedside.",
    sizes: ["Small", "Medium", "Large"],
    details: [
      "Heights: small 38 cm, medium 46 cm, large 58 cm",
      "Stoneware base, each one glazed by hand",
      "Washed linen shade, replaceable",
      "E27 bulb holder, braided 2 m cable with switch",
    ],
  }),
  product({
    id: "fen-chair",
    name: "Fen lounge chair",
    price: 54900,
    motif: Armchair,
    colours: [SAGE, OAT],
    category: "seating",
    brand: "fenwick-joinery",
    rating: 4.7,
    reviews: 88,
    added: 7,
    summary: "A low oak frame with a deep wool seat, made for long evenings with a book.",
    details: ["Solid oak, oiled", "Removable wool covers", "Seat height 38 cm"],
  }),
  product({
    id: "tove-sofa",
    name: "Tove two-seat sofa",
    price: 119900,
    motif: Sofa,
    colours: [OAT, INK, RUST],
    category: "seating",
    brand: "fenwick-joinery",
    rating: 4.9,
    reviews: 61,
    added: 8,
    summary: "A compact two-seater with an oak frame and covers you can wash at home.",
    details: ["Width 168 cm", "Feather and foam cushions", "Ten-year frame guarantee"],
  }),
  product({
    id: "mira-vase",
    name: "Mira stoneware vase",
    price: 4800,
    was: 6000,
    motif: Flower2,
    colours: [OAT, SAGE, CLAY],
    badge: "-20%",
    category: "decor",
    brand: "kiln-house",
    rating: 4.6,
    reviews: 132,
    added: 6,
    summary: "A matte-glazed vase for a few stems or a branch from the garden.",
    details: ["28 cm tall", "Watertight inner glaze"],
  }),
  product({
    id: "odd-decanter",
    name: "Odd glass decanter",
    price: 6500,
    motif: Wine,
    colours: [SAGE, INK],
    category: "kitchen",
    brand: "glassworks-nine",
    rating: 4.4,
    reviews: 47,
    added: 5,
    summary: "Mouth-blown recycled glass with a slight lean, so no two stand alike.",
    details: ["1 litre", "Recycled glass", "Hand wash"],
  }),
  product({
    id: "nook-pot",
    name: "Nook casserole",
    price: 8900,
    motif: CookingPot,
    colours: [RUST, INK, OAT],
    category: "kitchen",
    brand: "kiln-house",
    rating: 4.7,
    reviews: 156,
    added: 4,
    summary: "A stoneware casserole that goes from oven to table and keeps food warm.",
    details: ["3.5 litres", "Oven safe to 250 °C", "Dishwasher safe"],
  }),
  product({
    id: "loom-throw",
    name: "Loom wool throw",
    price: 13900,
    motif: BedDouble,
    colours: [RUST, OAT, SAGE],
    category: "textiles",
    brand: "norrland-wool",
    rating: 4.9,
    reviews: 203,
    added: 12,
    badge: "New",
    summary: "Woven from undyed and plant-dyed lambswool on a 1950s loom.",
    sizes: ["130 × 170 cm", "150 × 200 cm"],
    details: ["100% lambswool", "Fringed ends", "Air it, brush it, wash it rarely"],
  }),
  product({
    id: "linen-set",
    name: "Washed linen bed set",
    price: 18900,
    motif: Bed,
    colours: [OAT, SAGE, INK],
    category: "textiles",
    brand: "norrland-wool",
    rating: 4.5,
    reviews: 98,
    added: 3,
    summary: "A duvet cover and two pillowcases in stonewashed European linen.",
    sizes: ["Single", "Double", "King"],
    details: ["European flax linen", "Coconut-shell buttons", "Softer with every wash"],
  }),
  product({
    id: "pleat-pendant",
    name: "Pleat pendant light",
    price: 16500,
    motif: LampCeiling,
    colours: [OAT, CLAY],
    category: "lighting",
    brand: "kiln-house",
    rating: 4.3,
    reviews: 39,
    added: 11,
    badge: "New",
    summary: "A pleated paper shade on a ceramic cup that throws a soft ring of light.",
    details: ["Shade 45 cm across", "Ceramic ceiling cup", "Fabric cord, 1.5 m"],
  }),
  product({
    id: "still-floor-lamp",
    name: "Still floor lamp",
    price: 24900,
    motif: LampFloor,
    colours: [WALNUT, INK],
    category: "lighting",
    brand: "fenwick-joinery",
    rating: 4.6,
    reviews: 52,
    added: 2,
    summary: "A turned walnut stem with a tilting linen shade for reading light where you sit.",
    details: ["152 cm tall", "Dimmer on the cord", "Walnut from managed forests"],
  }),
  product({
    id: "desk-lamp",
    name: "Brace desk lamp",
    price: 9500,
    motif: LampDesk,
    colours: [INK, SAGE, RUST],
    category: "lighting",
    brand: "glassworks-nine",
    rating: 4.2,
    reviews: 71,
    added: 1,
    summary: "A steel arm with a blown-glass shade that angles light onto the page, not the eyes.",
    details: ["Arm reach 45 cm", "Powder-coated steel", "Glass shade"],
  }),
  product({
    id: "ember-mugs",
    name: "Ember mugs, set of 4",
    price: 5600,
    motif: Coffee,
    colours: [CLAY, INK, OAT],
    category: "kitchen",
    brand: "kiln-house",
    rating: 4.8,
    reviews: 310,
    added: 10,
    summary: "Four thrown mugs with a thumb rest, in glazes that vary from kiln to kiln.",
    details: ["300 ml each", "Dishwasher and microwave safe"],
  }),
  product({
    id: "table-set",
    name: "Hearth cutlery, 16 pieces",
    price: 11900,
    was: 13900,
    motif: Utensils,
    colours: [WALNUT, INK],
    badge: "-15%",
    category: "kitchen",
    brand: "fenwick-joinery",
    rating: 4.4,
    reviews: 64,
    added: 0,
    summary: "Brushed steel with walnut handles, four settings of knife, fork, spoon and teaspoon.",
    details: ["Walnut handles, oiled", "Hand wash"],
  }),
  product({
    id: "bath-towels",
    name: "Waffle bath towels, pair",
    price: 6900,
    motif: Bath,
    colours: [OAT, SAGE, RUST],
    category: "textiles",
    brand: "norrland-wool",
    rating: 4.5,
    reviews: 120,
    added: 13,
    summary: "Light waffle-weave cotton that dries fast and folds small.",
    sizes: ["Hand", "Bath", "Sheet"],
    details: ["Organic cotton", "Hanging loop"],
  }),
  product({
    id: "sprout-planter",
    name: "Sprout planter",
    price: 3900,
    motif: Sprout,
    colours: [CLAY, SAGE, INK],
    category: "decor",
    brand: "kiln-house",
    rating: 4.1,
    reviews: 58,
    added: 14,
    summary: "A terracotta pot on a saucer with a drainage hole, for herbs on a sill.",
    sizes: ["12 cm", "18 cm"],
    details: ["Unglazed outside, glazed saucer", "Frost resistant"],
  }),
  product({
    id: "glass-carafe",
    name: "Ripple water carafe",
    price: 4200,
    motif: Wine,
    colours: [SAGE, OAT],
    category: "decor",
    brand: "glassworks-nine",
    rating: 4.3,
    reviews: 33,
    added: 15,
    summary: "A rippled carafe with a cup that doubles as its lid, for the bedside.",
    details: ["750 ml", "Recycled glass"],
  }),
];

/** A catalogue product by id; throws on a typo so content fails at build, not on the page. */
export function shopProduct(id: string): ShopProduct {
  const found = shopProducts.find((entry) => entry.id === id);
  if (!found) throw new Error(`No shop product "${id}"`);
  return found;
}

/** Products to suggest beside one: its category first, then the rest, in catalogue order. */
export function relatedProducts(to: ShopProduct, count: number): readonly ShopProduct[] {
  const others = shopProducts.filter((entry) => entry.id !== to.id);
  const same = others.filter((entry) => entry.category === to.category);
  const rest = others.filter((entry) => entry.category !== to.category);
  return [...same, ...rest].slice(0, count);
}
