/**
 * The case studies /portfolio lists (its copy is content/pages/portfolio.md), written in
 * content/case-studies.yaml and checked against app/content/case-studies.schema.ts at build
 * (app/content-collections.ts), which writes it as generated/case-studies.ts. Each names its
 * industry and services by slug (checked there); the filter's choices are derived here.
 */
import { caseStudies } from "./generated/case-studies";
import { industries } from "./industries";
import { serviceHref, services } from "./services";

export { caseStudies };

const usedIndustries = new Set<string>(caseStudies.map((study) => study.industry));
const usedServices = new Set<string>(caseStudies.flatMap((study) => study.services));

/** Industry choices: only those with at least one case study, in catalogue order. */
const industryOptions = industries
  .filter((industry) => usedIndustries.has(industry.slug))
  .map((industry) => ({
    value: industry.slug,
    label: industry.shortName,
    cardLabel: industry.name,
  }));

/** Service choices: only those used by at least one case study, in catalogue order. */
const serviceOptions = services
  .filter((service) => usedServices.has(service.slug))
  .map((service) => ({
    value: service.slug,
    label: service.shortName,
    cardLabel: service.name,
    href: serviceHref(service.slug),
  }));

/** The filter's choices: the industries and services the case studies use, in catalogue order. */
export const caseStudyFilterOptions = { industries: industryOptions, services: serviceOptions };
