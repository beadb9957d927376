import { useSearchParams } from "react-router";

import type { ShopProduct } from "~/content/templates/shop/products";

import { useAfterHydration } from "./use-after-hydration";

/**
 * The product a product page shows: the one `?product=` names, else `fallback`. The page is
 * prerendered with the fallback; the query is read after hydration, so hydration matches.
 */
export function useShopProduct(products: readonly ShopProduct[], fallback: string): ShopProduct {
  const hydrated = useAfterHydration();
  const [params] = useSearchParams();
  const wanted = hydrated ? params.get("product") : null;
  const found =
    products.find((entry) => entry.id === wanted) ??
    products.find((entry) => entry.id === fallback) ??
    products[0];
  if (!found) throw new Error("A product page needs at least one product");
  return found;
}
