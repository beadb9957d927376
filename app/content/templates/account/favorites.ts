import Armchair from "lucide-react/icons/armchair";
import Coffee from "lucide-react/icons/coffee";
import Flame from "lucide-react/icons/flame";
import Flower2 from "lucide-react/icons/flower-2";
import Lamp from "lucide-react/icons/lamp";
import Leaf from "lucide-react/icons/leaf";

import type { TemplatePage } from "~/lib/template-page";
import type { WishlistProps } from "~/sections/kit/wishlist";

import { accountBrand } from "./profile";

export const favoritesPage = {
  path: "/account/favorites",
  title: "Favorites: the pieces you saved on Loomhall",
  description:
    "Sample wishlist of a handmade-homeware marketplace: saved lamps, ceramics, textiles and candles from independent makers, each with a remove button.",
  ...accountBrand,
} as const satisfies TemplatePage;

export const favoritesHead = {
  title: "Favorites",
  intro: "Pieces you saved to come back to. Makers are told how many people love their work.",
};

export const favoritesList = {
  items: [
    {
      id: "fav-rattan-lamp",
      name: "Rattan pendant lamp",
      shop: "Wickerlight",
      price: 8900,
      motif: Lamp,
    },
    {
      id: "fav-oak-stool",
      name: "Oak milking stool",
      shop: "Oak & Awl",
      price: 12400,
      motif: Armchair,
    },
    {
      id: "fav-pour-over",
      name: "Stoneware pour-over set",
      shop: "Fernway Ceramics",
      price: 4600,
      motif: Coffee,
    },
    {
      id: "fav-dried-wreath",
      name: "Dried lavender wreath",
      shop: "Hedgerow Studio",
      price: 3900,
      motif: Flower2,
    },
    {
      id: "fav-taper-candles",
      name: "Hand-dipped taper candles",
      shop: "Beeswick Candles",
      price: 1800,
      motif: Flame,
    },
    {
      id: "fav-leaf-print",
      name: "Fern cyanotype print",
      shop: "Paper Harbour",
      price: 3200,
      motif: Leaf,
    },
  ],
  empty: {
    text: "Nothing saved yet. Tap the heart on any piece to keep it here.",
    link: { label: "Browse the shop", href: "/landing/shop/v1" },
  },
  removed: "{name} removed from favorites.",
} as const satisfies WishlistProps;
