import {
  homeAudiences,
  homeCta,
  homeHero,
  homeMeta,
  homeProducts,
  homeServices,
  homeSpotlight,
  homeStats,
  homeTestimonials,
} from "~/content/home";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data";
import { AudienceCards } from "~/sections/audience-cards";
import { CtaBanner } from "~/sections/cta-banner";
import { FeatureGrid } from "~/sections/feature-grid";
import { Hero } from "~/sections/hero";
import { ProductFamily } from "~/sections/product-family";
import { ProductSpotlight } from "~/sections/product-spotlight";
import { StatsBand } from "~/sections/stats-band";
import { Testimonials } from "~/sections/testimonials";

import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...homeMeta, path: "/home", jsonLd: [organizationJsonLd()] });

export default function Home() {
  return (
    <>
      <Hero {...homeHero} />
      <AudienceCards {...homeAudiences} />
      <ProductSpotlight {...homeSpotlight} />
      <FeatureGrid {...homeServices} />
      <StatsBand {...homeStats} />
      <Testimonials {...homeTestimonials} />
      <ProductFamily {...homeProducts} />
      <CtaBanner {...homeCta} />
    </>
  );
}
