import { consumerPage } from "~/content/industry-pages/consumer";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { IndustryPage } from "~/sections/industry-page";

import type { Route } from "./+types/consumer";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...consumerPage.meta,
    path: consumerPage.path,
    jsonLd: [breadcrumbJsonLd(consumerPage.trail)],
  });

export default function ConsumerIndustry() {
  return <IndustryPage {...consumerPage.sections} />;
}
