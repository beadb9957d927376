/**
 * What every Hearth & Loom shop page shares: the bar over the page (links, the cart), the cart
 * drawer's words, the delivery options and the coupon. Prices in US cents.
 */
export const shopStore = {
  brand: "Hearth & Loom",
  bar: {
    label: "Shop",
    links: [
      { label: "Catalogue", href: "/shop/catalog" },
      { label: "Checkout", href: "/shop/checkout" },
    ],
  },
  cart: {
    title: "Your cart",
    linesLabel: "Items in your cart",
    empty: "Your cart is empty. Browse the catalogue to find something for your home.",
    browse: { label: "Browse the catalogue", href: "/shop/catalog" },
    checkout: { label: "Go to checkout", href: "/shop/checkout" },
    subtotalNote: "Delivery and any coupon are worked out at checkout.",
  },
} as const;

export type ShippingKey = "standard" | "express" | "pickup";

/** Delivery options: `freeOver` makes the option free from that subtotal (US cents) up. */
export const shippingOptions = [
  {
    key: "standard",
    label: "Standard delivery",
    note: "3–5 working days, carbon-neutral",
    price: 900,
    freeOver: 15_000,
  },
  {
    key: "express",
    label: "Express delivery",
    note: "Next working day, order by 2 p.m.",
    price: 2_400,
  },
  { key: "pickup", label: "Collect from the Portland shop", note: "Ready in 2 hours", price: 0 },
] as const satisfies readonly {
  key: ShippingKey;
  label: string;
  note: string;
  price: number;
  freeOver?: number;
}[];

/** Sample coupons (case is ignored): a whole percentage off the subtotal. */
export const coupons = [
  { code: "WELCOME10", percent: 10, label: "10% off your first order" },
  { code: "TEXTILE20", percent: 20, label: "20% off for the textile sale" },
] as const;
