import { shopCatalogue } from "../../generated/shop-catalogue";
import type { ShopColour, ShopProduct } from "./products.schema";

export type { ShopProduct };

/**
 * Hearth & Loom's sample catalogue: the shop landing page (/landing/shop/v1), the catalogue,
 * the product page and checkout all draw from it. Prices in US cents. Its data is
 * content/templates/shop/products.yaml, checked at build against products.schema.ts (whose
 * types these are) and written as generated/shop-catalogue.ts with its Lucide icons imported
 * (app/content-collections.ts).
 */
const { colours, categories, brands, products } = shopCatalogue;

export const shopColours: readonly ShopColour[] = colours;

export const shopCategories: readonly { slug: string; label: string }[] = categories;

export const shopBrands: readonly { slug: string; label: string }[] = brands;

export const shopProducts: readonly ShopProduct[] = products;

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
