import { privacy, privacyMeta } from "~/content/legal/privacy";
import { pageMeta } from "~/lib/meta";
import { LegalDocument } from "~/sections/legal-document";

import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => pageMeta({ ...privacyMeta, path: "/privacy-policy" });

export default function PrivacyPolicy() {
  return <LegalDocument {...privacy} />;
}
