import { healthcarePage } from "~/content/industry-pages/healthcare";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { IndustryPage } from "~/sections/industry-page";

import type { Route } from "./+types/healthcare";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...healthcarePage.meta,
    path: healthcarePage.path,
    jsonLd: [breadcrumbJsonLd(healthcarePage.trail)],
  });

export default function HealthcareIndustry() {
  return <IndustryPage {...healthcarePage.sections} />;
}
