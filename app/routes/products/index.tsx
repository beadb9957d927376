import {
  productsComparison,
  productsCta,
  productsFamily,
  productsHero,
  productsMeta,
  productsPrinciples,
} from "~/content/product-pages";
import { pageMeta } from "~/lib/meta";
import { ComparisonTable } from "~/sections/comparison-table";
import { CtaBanner } from "~/sections/cta-banner";
import { FeatureGrid } from "~/sections/feature-grid";
import { Hero } from "~/sections/hero";
import { ProductFamily } from "~/sections/product-family";

import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () => pageMeta({ ...productsMeta, path: "/products" });

export default function Products() {
  return (
    <>
      <Hero {...productsHero} />
      <ProductFamily {...productsFamily} />
      <ComparisonTable {...productsComparison} />
      <FeatureGrid {...productsPrinciples} />
      <CtaBanner {...productsCta} />
    </>
  );
}
