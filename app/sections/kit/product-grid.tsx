import * as z from "zod/mini";

import { Carousel } from "~/components/kit/carousel";
import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { kitProduct, ProductCard } from "./product-card";
import { KitSection } from "./section";

/**
 * What a content file gives the product grid: sample products (prices in US cents, a Lucide
 * motif by name, the colours each comes in), in a grid or a carousel, with "Add to cart" on
 * pages inside the shop layout.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  products: z.array(kitProduct).check(
    z.describe("The products, in order"),
    z.minLength(1, "list the products"),
    z.refine(
      (products) => new Set(products.map((product) => product.id)).size === products.length,
      "give each product its own id",
    ),
  ),
  carousel: z.optional(
    z.boolean().check(z.describe("A carousel (trending, popular) instead of a grid")),
  ),
  tone: kitTone,
  anchor: kitAnchor,
  cart: z.optional(
    z
      .boolean()
      .check(
        z.describe('"Add to cart" on each card: only inside the shop layout, which has the cart'),
      ),
  ),
});

export type ProductGridProps = Drawn<Fields<typeof schema>> & {
  /** The link of each product's name (its product page), when it has one. */
  productHref?: (id: string) => string;
};

/** Products as cards with swatches and wishlist, in a grid or a carousel. */
export function ProductGrid({
  id,
  heading,
  products,
  carousel,
  tone,
  anchor,
  cart,
  productHref,
}: ProductGridProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      {carousel ? (
        <Carousel
          label={heading.title}
          perView={4}
          slides={products.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              cart={cart}
              href={productHref?.(product.id)}
            />
          ))}
        />
      ) : (
        <ul className="kit-grid kit-grid-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} cart={cart} href={productHref?.(product.id)} />
            </li>
          ))}
        </ul>
      )}
    </KitSection>
  );
}
