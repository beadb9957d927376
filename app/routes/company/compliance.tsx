import {
  complianceCta,
  complianceData,
  complianceDisclosure,
  complianceFrameworks,
  complianceHeader,
  complianceMeta,
  compliancePosture,
  complianceServices,
} from "~/content/compliance";
import { pageMeta } from "~/lib/meta";
import { CtaBanner } from "~/sections/cta-banner";
import { DataHandling } from "~/sections/data-handling";
import { DisclosurePolicy } from "~/sections/disclosure-policy";
import { FeatureGrid } from "~/sections/feature-grid";
import { FrameworkGrid } from "~/sections/framework-grid";
import { PageHeader } from "~/sections/page-header";
import { StatusList } from "~/sections/status-list";

import type { Route } from "./+types/compliance";

export const meta: Route.MetaFunction = () => pageMeta({ ...complianceMeta, path: "/compliance" });

export default function Compliance() {
  return (
    <>
      <PageHeader {...complianceHeader} />
      <FeatureGrid {...complianceServices} />
      <FrameworkGrid {...complianceFrameworks} />
      <StatusList {...compliancePosture} />
      <DataHandling {...complianceData} />
      <DisclosurePolicy {...complianceDisclosure} />
      <CtaBanner {...complianceCta} />
    </>
  );
}
