import { vcradlePage as page } from "~/content/product-pages";
import { pageMeta } from "~/lib/meta";
import { productJsonLd } from "~/lib/structured-data";
import { CtaBanner } from "~/sections/cta-banner";
import { FeatureGrid } from "~/sections/feature-grid";
import { FitCheck } from "~/sections/fit-check";
import { PreviewHero } from "~/sections/preview-hero";
import { SplitPoints } from "~/sections/split-points";

import type { Route } from "./+types/vcradle";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...page.meta, path: page.product.href, jsonLd: [productJsonLd(page.product)] });

export default function Vcradle() {
  return (
    <>
      <PreviewHero {...page.hero} />
      <SplitPoints {...page.capabilities} />
      <FeatureGrid {...page.features} />
      <FitCheck {...page.fit} />
      <CtaBanner {...page.cta} />
    </>
  );
}
