/**
 * What every Hearth & Loom shop page shares: the bar over the page (links, the cart), the cart
 * drawer's words, and its link to the catalogue (which checkout shows for an empty cart too),
 * written in content/templates/shop/store.yaml and checked against ./store.schema.ts at build
 * (app/content-collections.ts), which writes it as generated/shop-store.ts.
 */
export { shopStore } from "../../generated/shop-store";

/** The delivery options checkout offers (content/templates/shop/checkout.md lists them). */
export const SHIPPING_KEYS = ["standard", "express", "pickup"] as const;

export type ShippingKey = (typeof SHIPPING_KEYS)[number];
