/**
 * What every Hearth & Loom shop page shares: the bar over the page (links, the cart), the cart
 * drawer's words, and its link to the catalogue (which checkout shows for an empty cart too).
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

/** The delivery options checkout offers (content/templates/shop/checkout.md lists them). */
export const SHIPPING_KEYS = ["standard", "express", "pickup"] as const;

export type ShippingKey = (typeof SHIPPING_KEYS)[number];
