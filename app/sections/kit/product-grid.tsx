import { Carousel } from "~/components/kit/carousel";

import { type Product, ProductCard } from "./product-card";
import { type KitIntro, KitSection, type Tone } from "./section";

export interface ProductGridProps {
  id: string;
  heading: KitIntro;
  products: readonly Product[];
  /** A carousel (trending, popular) instead of a grid. */
  carousel?: boolean;
  tone?: Tone;
  anchor?: string;
  /** Offer "Add to cart" on each card (pages inside the shop layout). */
  cart?: boolean;
  /** The link of each product's name (its product page), when it has one. */
  productHref?: (id: string) => string;
}

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
