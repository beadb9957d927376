import * as z from "zod/mini";

import { shopProducts } from "~/content/templates/shop/products";
import { useShopProduct } from "~/hooks/use-shop-product";
import type { Fields } from "~/lib/content/vocab/section";

import { ProductDetail, productDetailWords } from "./product-detail";
import { shopProductId } from "./shop-product-grid";

/**
 * What a content file gives a shop product page's top: the product it shows when the URL names
 * none (by its id in content/templates/shop/products.yaml), the trail to it, and the words
 * around the product's own.
 */
export const schema = z.strictObject({
  product: shopProductId.check(
    z.describe("The catalogue product shown when the URL names none (?product=), by id"),
  ),
  ...productDetailWords.shape,
});

export type ShopProductDetailProps = Fields<typeof schema>;

/**
 * A product page's top for a product of the shop's catalogue: the one the URL's `?product=`
 * names (read after hydration), else the file's. ShopRelatedProducts reads the same.
 */
export function ShopProductDetail({ product, ...detail }: ShopProductDetailProps) {
  return <ProductDetail product={useShopProduct(shopProducts, product)} {...detail} />;
}
