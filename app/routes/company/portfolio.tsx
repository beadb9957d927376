import {
  portfolioCaseStudies,
  portfolioCta,
  portfolioHeader,
  portfolioMeta,
} from "~/content/case-studies";
import { pageMeta } from "~/lib/meta";
import { CaseStudyFilter } from "~/sections/case-study-filter";
import { CtaBanner } from "~/sections/cta-banner";
import { PageHeader } from "~/sections/page-header";

import type { Route } from "./+types/portfolio";

export const meta: Route.MetaFunction = () => pageMeta({ ...portfolioMeta, path: "/portfolio" });

export default function Portfolio() {
  return (
    <>
      <PageHeader {...portfolioHeader} />
      <CaseStudyFilter {...portfolioCaseStudies} />
      <CtaBanner {...portfolioCta} />
    </>
  );
}
