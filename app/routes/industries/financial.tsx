import { financialPage } from "~/content/industry-pages/financial";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { IndustryPage } from "~/sections/industry-page";

import type { Route } from "./+types/financial";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...financialPage.meta,
    path: financialPage.path,
    jsonLd: [breadcrumbJsonLd(financialPage.trail)],
  });

export default function FinancialIndustry() {
  return <IndustryPage {...financialPage.sections} />;
}
