import { productPath } from "~/content/templates/shop/paths";
import { relatedProducts, shopProducts } from "~/content/templates/shop/products";
import { useShopProduct } from "~/hooks/use-shop-product";

import { ProductGrid, type ProductGridProps } from "./product-grid";

export interface ShopRelatedProductsProps extends Pick<ProductGridProps, "id" | "heading"> {
  /** The catalogue product shown when the URL names none, by id (as ShopProductDetail's). */
  product: string;
  /** How many products to suggest. */
  count: number;
}

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
