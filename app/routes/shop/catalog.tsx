import {
  catalogPage,
  catalogPromo,
  catalogSetup,
  catalogTitle,
} from "~/content/templates/shop/pages";
import { productPath } from "~/content/templates/shop/paths";
import { shopProducts } from "~/content/templates/shop/products";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { KitPageTitle } from "~/sections/kit/page-title";
import { ProductCatalog } from "~/sections/kit/product-catalog";

export const meta = () => templateMeta(catalogPage);
export const handle = templateHandle(catalogPage);

export default function CatalogPage() {
  return (
    <>
      <KitPageTitle {...catalogTitle} />
      <CtaBanner {...catalogPromo} />
      <ProductCatalog {...catalogSetup} products={shopProducts} productHref={productPath} />
    </>
  );
}
