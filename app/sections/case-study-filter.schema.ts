/**
 * What the case-study filter (case-study-filter.tsx) takes from a content file: its heading and
 * its labels. The case studies and the filter's choices (the industries and services the studies
 * use, in catalogue order) come from the catalogue (app/content/case-studies.ts), joined at
 * build time.
 */
import * as z from "zod/mini";

import { caseStudies, caseStudyFilterOptions } from "~/content/case-studies";
import { elementId, sectionIntro, template, text } from "~/lib/content/vocab/fields";

import type { CaseStudyFilterProps } from "./case-study-filter";

export const caseStudyFilterSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  labels: z.strictObject({
    industry: text(1, 40),
    service: text(1, 40),
    allIndustries: text(1, 40),
    allServices: text(1, 40),
    clear: text(1, 40),
    count: template(["shown", "total"], 80),
    empty: z.strictObject({ title: text(1, 120), text: text(1, 300), action: text(1, 60) }),
    challenge: text(1, 40),
    approach: text(1, 40),
    servicesUsed: text(1, 40),
  }),
});

/** The filter's props: the file's heading and labels, with the catalogue's studies and choices. */
export const caseStudyFilterProps = ({
  id,
  heading,
  labels,
}: z.infer<typeof caseStudyFilterSchema>): CaseStudyFilterProps => ({
  id,
  heading,
  studies: caseStudies,
  ...caseStudyFilterOptions,
  labels,
});
