/**
 * The template shop's cart, as the seed defines it: items are `{ id, qty }`; adding an id that
 * is already there adds to its quantity; a quantity never goes below 1; items can be removed.
 * A pure reducer (the store in ~/hooks/use-cart holds its state for the visit, in memory).
 * Quantities are whole numbers: anything else is rounded, and a value that is not a number
 * leaves the line as it was.
 */

export interface CartItem {
  /** What was added: a product, or one variant of it (see `skuId`). */
  id: string;
  /** How many; an integer, 1 or more. */
  qty: number;
}

export type CartAction =
  | { type: "add"; id: string; qty?: number }
  | { type: "set"; id: string; qty: number }
  | { type: "increment"; id: string }
  | { type: "decrement"; id: string }
  | { type: "remove"; id: string }
  | { type: "clear" };

export const MIN_QTY = 1;

/** A quantity as the cart keeps it: a whole number, at least 1; `null` when not a number. */
export function normalizeQty(qty: number): number | null {
  if (!Number.isFinite(qty)) return null;
  return Math.max(MIN_QTY, Math.round(qty));
}

function setQty(items: readonly CartItem[], id: string, qty: number | null): readonly CartItem[] {
  if (qty === null) return items;
  return items.map((item) => (item.id === id && item.qty !== qty ? { ...item, qty } : item));
}

export function cartReducer(items: readonly CartItem[], action: CartAction): readonly CartItem[] {
  switch (action.type) {
    case "add": {
      const qty = normalizeQty(action.qty ?? 1) ?? MIN_QTY;
      const existing = items.find((item) => item.id === action.id);
      return existing
        ? setQty(items, action.id, existing.qty + qty)
        : [...items, { id: action.id, qty }];
    }
    case "set":
      return setQty(items, action.id, normalizeQty(action.qty));
    case "increment":
    case "decrement": {
      const existing = items.find((item) => item.id === action.id);
      if (!existing) return items;
      const delta = action.type === "increment" ? 1 : -1;
      return setQty(items, action.id, normalizeQty(existing.qty + delta));
    }
    case "remove":
      return items.filter((item) => item.id !== action.id);
    case "clear":
      return items.length === 0 ? items : [];
  }
}

/** How many things are in the cart (the Cart button's count). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

/** The options a variant was chosen with, in the order they are shown. */
export interface SkuOptions {
  colour?: string;
  size?: string;
}

/**
 * The cart id of a product in a colour and size: the same choice gives the same id, so adding
 * it again adds to that line; another colour is a line of its own.
 */
export function skuId(productId: string, { colour, size }: SkuOptions = {}): string {
  return [productId, colour, size]
    .filter((part): part is string => Boolean(part))
    .map((part) => encodeURIComponent(part))
    .join("/");
}
