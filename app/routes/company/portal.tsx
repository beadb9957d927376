import { portalPage as page } from "~/content/product-pages";
import { pageMeta } from "~/lib/meta";
import { CtaBanner } from "~/sections/cta-banner";
import { FeatureGrid } from "~/sections/feature-grid";
import { PreviewHero } from "~/sections/preview-hero";
import { SplitPoints } from "~/sections/split-points";

import type { Route } from "./+types/portal";

export const meta: Route.MetaFunction = () => pageMeta({ ...page.meta, path: "/portal" });

export default function Portal() {
  return (
    <>
      <PreviewHero {...page.hero} />
      <FeatureGrid {...page.offers} />
      <SplitPoints {...page.security} />
      <CtaBanner {...page.cta} />
    </>
  );
}
