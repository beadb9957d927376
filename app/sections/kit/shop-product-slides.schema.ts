/**
 * Products of the shop's catalogue as slides (kit/shop-product-slides.tsx), a part of a section
 * in a content file (`aside: { part: ShopProductSlides, … }`): the products by catalogue id.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";

import { shopProductIds } from "./shop-product-grid.schema";
import type { ShopProductSlidesProps } from "./shop-product-slides";

export const shopProductSlidesPart = z.strictObject({
  part: z.literal("ShopProductSlides"),
  /** The slides' accessible name. */
  label: text(1, 80),
  products: shopProductIds,
  /** Advance by itself every so many milliseconds (with a pause button). */
  autoplayMs: z.optional(z.number().check(z.int(), z.gte(2000))),
});

export const shopProductSlidesFields = ({
  part: _part,
  ...props
}: z.infer<typeof shopProductSlidesPart>): ShopProductSlidesProps => props;
