import { Carousel } from "~/components/kit/carousel";

import { type Product, ProductCard } from "./product-card";

export interface ProductSlidesProps {
  /** Accessible name: "Popular this week". */
  label: string;
  products: readonly Product[];
  /** Advance on its own every this many ms (with a pause button). */
  autoplayMs?: number;
}

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
