import { enterprisePage } from "~/content/industry-pages/enterprise";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { IndustryPage } from "~/sections/industry-page";

import type { Route } from "./+types/enterprise";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...enterprisePage.meta,
    path: enterprisePage.path,
    jsonLd: [breadcrumbJsonLd(enterprisePage.trail)],
  });

export default function EnterpriseIndustry() {
  return <IndustryPage {...enterprisePage.sections} />;
}
