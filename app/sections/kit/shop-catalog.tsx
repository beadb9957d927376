import { productPath } from "~/content/templates/shop/paths";
import {
  shopBrands,
  shopCategories,
  shopColours,
  shopProducts,
} from "~/content/templates/shop/products";

import { ProductCatalog, type ProductCatalogProps } from "./product-catalog";

export type ShopCatalogProps = Omit<
  ProductCatalogProps,
  "products" | "categories" | "brands" | "colours" | "productHref"
>;

/**
 * The shop's whole catalogue (content/templates/shop/products.yaml) as the filterable product
 * grid: its products, categories, workshops and colours, each product's name linking to its
 * product page. A content file gives the words, the price range and the page size.
 */
export function ShopCatalog(props: ShopCatalogProps) {
  return (
    <ProductCatalog
      {...props}
      products={shopProducts}
      categories={shopCategories}
      brands={shopBrands}
      colours={shopColours}
      productHref={productPath}
    />
  );
}
