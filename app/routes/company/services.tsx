import {
  servicesCatalog,
  servicesCta,
  servicesHeader,
  servicesMeta,
  servicesProcess,
} from "~/content/services";
import { pageMeta } from "~/lib/meta";
import { CtaBanner } from "~/sections/cta-banner";
import { PageHeader } from "~/sections/page-header";
import { ProcessSteps } from "~/sections/process-steps";
import { ServiceCatalog } from "~/sections/service-catalog";

import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => pageMeta({ ...servicesMeta, path: "/services" });

export default function Services() {
  return (
    <>
      <PageHeader {...servicesHeader} />
      <ServiceCatalog {...servicesCatalog} />
      <ProcessSteps {...servicesProcess} />
      <CtaBanner {...servicesCta} />
    </>
  );
}
