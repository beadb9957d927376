import {
  aboutAssurance,
  aboutCta,
  aboutHeader,
  aboutMeta,
  aboutStory,
  aboutTeam,
  aboutTimeline,
  aboutValues,
} from "~/content/about";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data";
import { Certifications } from "~/sections/certifications";
import { CtaBanner } from "~/sections/cta-banner";
import { FeatureGrid } from "~/sections/feature-grid";
import { PageHeader } from "~/sections/page-header";
import { Story } from "~/sections/story";
import { TeamGrid } from "~/sections/team-grid";
import { Timeline } from "~/sections/timeline";

import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () =>
  pageMeta({ ...aboutMeta, path: "/about", jsonLd: [organizationJsonLd()] });

export default function About() {
  return (
    <>
      <PageHeader {...aboutHeader} />
      <Story {...aboutStory} />
      <FeatureGrid {...aboutValues} />
      <TeamGrid {...aboutTeam} />
      <Timeline {...aboutTimeline} />
      <Certifications {...aboutAssurance} />
      <CtaBanner {...aboutCta} />
    </>
  );
}
