import {
  industriesOverviewCards,
  industriesOverviewCta,
  industriesOverviewHeader,
  industriesOverviewMeta,
  industriesOverviewPrinciples,
  industriesOverviewTrail,
} from "~/content/industry-pages/overview";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { CtaBanner } from "~/sections/cta-banner";
import { FeatureGrid } from "~/sections/feature-grid";
import { IndustryCards } from "~/sections/industry-cards";
import { PageHeader } from "~/sections/page-header";

import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...industriesOverviewMeta,
    path: "/industries",
    jsonLd: [breadcrumbJsonLd(industriesOverviewTrail)],
  });

export default function Industries() {
  return (
    <>
      <PageHeader {...industriesOverviewHeader} />
      <IndustryCards {...industriesOverviewCards} />
      <FeatureGrid {...industriesOverviewPrinciples} />
      <CtaBanner {...industriesOverviewCta} />
    </>
  );
}
