import {
  shadowCradle,
  shadowCradleCalculator,
  shadowCradleCta,
  shadowCradleFaq,
  shadowCradleFeatures,
  shadowCradleHero,
  shadowCradleHowItWorks,
  shadowCradleMeta,
  shadowCradleObjectives,
  shadowCradleOffers,
  shadowCradlePricing,
  shadowCradleProblem,
  shadowCradleSecurity,
} from "~/content/shadowcradle";
import { pageMeta } from "~/lib/meta";
import { productJsonLd } from "~/lib/structured-data";
import { ArchitectureDiagram } from "~/sections/architecture-diagram";
import { CostCalculator } from "~/sections/cost-calculator";
import { CtaBanner } from "~/sections/cta-banner";
import { Faq } from "~/sections/faq";
import { FeatureGrid } from "~/sections/feature-grid";
import { Hero } from "~/sections/hero";
import { PricingTiers } from "~/sections/pricing-tiers";
import { SplitPoints } from "~/sections/split-points";
import { StatsBand } from "~/sections/stats-band";

import type { Route } from "./+types/shadowcradle";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...shadowCradleMeta,
    path: shadowCradle.href,
    jsonLd: [productJsonLd(shadowCradle, shadowCradleOffers)],
  });

export default function ShadowCradle() {
  return (
    <>
      <Hero {...shadowCradleHero} />
      <SplitPoints {...shadowCradleProblem} />
      <ArchitectureDiagram {...shadowCradleHowItWorks} />
      <FeatureGrid {...shadowCradleFeatures} />
      <StatsBand {...shadowCradleObjectives} />
      <SplitPoints {...shadowCradleSecurity} />
      <PricingTiers {...shadowCradlePricing} />
      <CostCalculator {...shadowCradleCalculator} />
      <Faq {...shadowCradleFaq} />
      <CtaBanner {...shadowCradleCta} />
    </>
  );
}
