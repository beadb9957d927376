import {
  singleDefault,
  singlePage,
  singlePerks,
  singleRelated,
  singleSetup,
} from "~/content/templates/shop/pages";
import { productPath } from "~/content/templates/shop/paths";
import { relatedProducts, shopProducts } from "~/content/templates/shop/products";
import { useShopProduct } from "~/hooks/use-shop-product";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { ProductDetail } from "~/sections/kit/product-detail";
import { ProductGrid } from "~/sections/kit/product-grid";

export const meta = () => templateMeta(singlePage);
export const handle = templateHandle(singlePage);

export default function SingleProductPage() {
  const product = useShopProduct(shopProducts, singleDefault);
  return (
    <>
      <ProductDetail product={product} {...singleSetup} />
      <FeatureGrid {...singlePerks} />
      <ProductGrid
        {...singleRelated}
        products={relatedProducts(product, 4)}
        cart
        productHref={productPath}
      />
    </>
  );
}
