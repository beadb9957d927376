import { terms, termsMeta } from "~/content/legal/terms";
import { pageMeta } from "~/lib/meta";
import { LegalDocument } from "~/sections/legal-document";

import type { Route } from "./+types/terms-of-service";

export const meta: Route.MetaFunction = () => pageMeta({ ...termsMeta, path: "/terms-of-service" });

export default function TermsOfService() {
  return <LegalDocument {...terms} />;
}
