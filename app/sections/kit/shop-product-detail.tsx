import { shopProducts } from "~/content/templates/shop/products";
import { useShopProduct } from "~/hooks/use-shop-product";

import { ProductDetail, type ProductDetailProps } from "./product-detail";

export interface ShopProductDetailProps extends Omit<ProductDetailProps, "product"> {
  /** The catalogue product shown when the URL names none (`?product=`), by id. */
  product: string;
}

/**
 * A product page's top for a product of the shop's catalogue: the one the URL's `?product=`
 * names (read after hydration), else the file's. ShopRelatedProducts reads the same.
 */
export function ShopProductDetail({ product, ...detail }: ShopProductDetailProps) {
  return <ProductDetail product={useShopProduct(shopProducts, product)} {...detail} />;
}
