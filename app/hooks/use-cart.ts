import type { LucideIcon } from "lucide-react";

import { type CartAction, cartCount, type CartItem, cartReducer } from "~/lib/cart";
import { createExternalStore } from "~/lib/external-store";

/** What the cart shows of a line: known from the page that added it. */
export interface CartProduct {
  /** The cart id (a product, or one colour and size of it: `skuId`). */
  id: string;
  name: string;
  /** The chosen options, shown under the name: "Clay, Medium". */
  detail?: string;
  /** Unit price in US cents. */
  price: number;
  /** What its thumbnail draws (the product's artwork). */
  art: { seed: string; motif?: LucideIcon; tint?: string };
}

/**
 * The cart of the visit: a module-level store, so every shop page and the Cart button share
 * it and it survives client navigation between them; in memory only (the seed: no
 * persistence), so a reload starts empty, as the prerendered pages do. The items are exactly
 * the seed's `{ id, qty }` (the pure reducer in ~/lib/cart); what a line shows is registered
 * by the page that adds it, which is the only way an id gets in.
 */
const cartStore = createExternalStore<readonly CartItem[]>([]);
const products = new Map<string, CartProduct>();

/** The last thing added, for the shop bar's status message. */
const noticeStore = createExternalStore<string>("");

export function dispatchCart(action: CartAction) {
  cartStore.update((items) => cartReducer(items, action));
}

/** Adds `qty` of a product (to its line, if it is there) and says so. */
export function addToCart(product: CartProduct, qty = 1) {
  products.set(product.id, product);
  dispatchCart({ type: "add", id: product.id, qty });
  const inCart = cartStore.get().find((item) => item.id === product.id)?.qty ?? 0;
  const name = product.detail ? `${product.name} (${product.detail})` : product.name;
  noticeStore.set(`Added ${name} to the cart: ${inCart} in the cart.`);
}

/** Takes a line out of the cart and says so. */
export function removeFromCart(id: string) {
  const product = products.get(id);
  dispatchCart({ type: "remove", id });
  if (product) noticeStore.set(`Removed ${product.name} from the cart.`);
}

export interface CartLine {
  item: CartItem;
  product: CartProduct;
}

/** The cart's lines with what they show, in the order they were added. */
export function useCartLines(): readonly CartLine[] {
  return cartStore.useValue().flatMap((item) => {
    const product = products.get(item.id);
    return product ? [{ item, product }] : [];
  });
}

/** How many things are in the cart. */
export function useCartCount(): number {
  return cartCount(cartStore.useValue());
}

export const useCartNotice = (): string => noticeStore.useValue();

/** Empties the cart (tests; a new visit starts empty anyway). */
export function resetCart() {
  cartStore.reset();
  noticeStore.reset();
  products.clear();
}
