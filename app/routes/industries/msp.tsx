import { mspPage } from "~/content/industry-pages/msp";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { IndustryPage } from "~/sections/industry-page";

import type { Route } from "./+types/msp";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...mspPage.meta,
    path: mspPage.path,
    jsonLd: [breadcrumbJsonLd(mspPage.trail)],
  });

export default function MspIndustry() {
  return <IndustryPage {...mspPage.sections} />;
}
