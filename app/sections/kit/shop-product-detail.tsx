import * as z from "zod/mini";

import { shopProducts } from "~/content/templates/shop/products";
import { useShopProduct } from "~/hooks/use-shop-product";
import { crumb, text } from "~/lib/content/vocab/fields";
import { usCents } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { ProductDetail } from "./product-detail";
import { shopProductId } from "./shop-product-grid";

/** An amount in US cents. */
const cents = usCents("amount");

/**
 * What a content file gives a shop product page's top: the product it shows when the URL names
 * none (by its id in content/templates/shop/products.yaml), the trail to it, and the words
 * around the product's own.
 */
export const schema = z.strictObject({
  product: shopProductId.check(
    z.describe("The catalogue product shown when the URL names none (?product=), by id"),
  ),
  crumbs: z
    .array(crumb)
    .check(
      z.minLength(1, "give the trail to the catalogue"),
      z.describe("The trail to the catalogue; the product's name is added as the last step"),
    ),
  galleryLabel: text(1, 80).check(z.describe("The gallery thumbnails' name for screen readers")),
  views: z
    .array(text(1, 40).check(z.describe("What the picture shows, e.g. Front")))
    .check(
      z.minLength(1, "name the gallery's pictures"),
      z.describe("What each gallery picture shows"),
    ),
  colourLabel: text(1, 40).check(z.describe("The colour choice's label")),
  sizeLabel: text(1, 40).check(z.describe("The size choice's label")),
  detailsTitle: text(1, 80).check(z.describe("The heading over the product's details")),
  reviewsLabel: text(1, 40).check(z.describe("The word after the number of reviews")),
  promises: z
    .array(
      z
        .strictObject({
          text: text(1, 120).check(
            z.describe("The promise, e.g. Free delivery over {amount}; {amount} is filled in"),
          ),
          cents: z.optional(cents),
        })
        .check(z.describe("One promise under the buttons")),
    )
    .check(z.describe("Short promises under the button (delivery, returns); cents adds an amount")),
});

export type ShopProductDetailProps = Fields<typeof schema>;

/**
 * A product page's top for a product of the shop's catalogue: the one the URL's `?product=`
 * names (read after hydration), else the file's. ShopRelatedProducts reads the same.
 */
export function ShopProductDetail({ product, ...detail }: ShopProductDetailProps) {
  return <ProductDetail product={useShopProduct(shopProducts, product)} {...detail} />;
}
