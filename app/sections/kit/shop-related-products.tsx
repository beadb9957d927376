import * as z from "zod/mini";

import { productPath } from "~/content/templates/shop/paths";
import { relatedProducts, shopProducts } from "~/content/templates/shop/products";
import { useShopProduct } from "~/hooks/use-shop-product";
import { headingId } from "~/lib/content/vocab/fields";
import { kitIntro } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ProductGrid } from "./product-grid";
import { shopProductId } from "./shop-product-grid";

/**
 * What a content file gives a shop product page's suggestions: the section's id and heading,
 * the product shown when the URL names none (the same as the page's ShopProductDetail), and how
 * many to suggest.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  product: shopProductId.check(
    z.describe(
      "The catalogue product shown when the URL names none, by id (as ShopProductDetail's)",
    ),
  ),
  count: z
    .number("write how many products to suggest")
    .check(z.int(), z.gte(1), z.lte(8), z.describe("How many products to suggest")),
});

export type ShopRelatedProductsProps = Fields<typeof schema>;

/**
 * Products to suggest beside the one a product page shows (the URL's `?product=`, else the
 * file's): its category first, as cards with "Add to cart", each linking to its page.
 */
export function ShopRelatedProducts({ product, count, ...grid }: ShopRelatedProductsProps) {
  const shown = useShopProduct(shopProducts, product);
  return (
    <ProductGrid
      {...grid}
      products={relatedProducts(shown, count)}
      cart
      productHref={productPath}
    />
  );
}
