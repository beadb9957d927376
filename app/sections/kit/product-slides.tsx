import * as z from "zod/mini";

import { Carousel } from "~/components/kit/carousel";
import { text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { type Product, ProductCard } from "./product-card";

/** The slides' own fields as a content file writes them (ShopProductSlides adds the products). */
export const productSlidesWords = z.strictObject({
  label: text(1, 80).check(z.describe('The slides\' name for screen readers: "Popular this week"')),
  autoplayMs: z.optional(
    z
      .number()
      .check(
        z.int(),
        z.gte(2000),
        z.describe("Advance by itself every so many milliseconds (with a pause button)"),
      ),
  ),
});

export type ProductSlidesProps = Fields<typeof productSlidesWords> & {
  products: readonly Product[];
};

/** Products one at a time (a hero's picture): swipe, buttons, arrow keys. */
export function ProductSlides({ label, products, autoplayMs }: ProductSlidesProps) {
  return (
    <Carousel
      label={label}
      autoplayMs={autoplayMs}
      slides={products.map((product) => (
        <ProductCard key={product.id} product={product} headingLevel={2} />
      ))}
    />
  );
}
