/** Every industry page's copy, keyed by slug: for tests (a page imports only its own module). */
import { consumerPage } from "./consumer";
import { enterprisePage } from "./enterprise";
import { financialPage } from "./financial";
import { healthcarePage } from "./healthcare";
import { mspPage } from "./msp";
import type { IndustryPageContent, IndustrySlug } from "./shared";

export const industryPages = {
  msp: mspPage,
  enterprise: enterprisePage,
  consumer: consumerPage,
  healthcare: healthcarePage,
  financial: financialPage,
} as const satisfies Record<IndustrySlug, IndustryPageContent>;
