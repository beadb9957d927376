import { useRef } from "react";
import { useSearchParams } from "react-router";
import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { caseStudies, caseStudyFilterOptions } from "~/content/case-studies";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { headingId, sectionIntro, template, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";
import { fillPlaceholders } from "~/lib/placeholders";

import { type CaseStudy, CaseStudyCard } from "./case-study-card";
import {
  type CaseStudyFilters,
  filterCaseStudies,
  type FilterKey,
  hasFilters,
  NO_FILTERS,
  readFilters,
  writeFilters,
} from "./case-study-query";
import { SiteSection } from "./section-heading";

import "~/styles/sections/_case-studies.scss";

/** One choice of a filter group. */
export interface FilterOption {
  /** The query value, e.g. "healthcare"; matched against the case studies. */
  value: string;
  /** Short label of the choice, e.g. "Healthcare". */
  label: string;
  /** Longer name shown on the cards, when it differs from the label. */
  cardLabel?: string;
  /** Where the cards link this value to, e.g. the service's description. */
  href?: string;
}

/**
 * Its heading and its labels. The case studies and the filter's choices (the industries and
 * services the studies use, in catalogue order) come from the catalogue
 * (app/content/case-studies.ts), joined at build time.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  labels: z
    .strictObject({
      industry: text(1, 40).check(z.describe("Legend of the industry group")),
      service: text(1, 40).check(z.describe("Legend of the service group")),
      allIndustries: text(1, 40).check(z.describe('The "no filter" choice of the industry group')),
      allServices: text(1, 40).check(z.describe('The "no filter" choice of the service group')),
      clear: text(1, 40).check(z.describe("The button that resets both groups")),
      count: template(["shown", "total"], 80).check(
        z.describe('The live count: "Showing {shown} of {total} case studies"'),
      ),
      empty: z
        .strictObject({
          title: text(1, 120).check(z.describe("The heading when no study matches")),
          text: text(1, 300).check(z.describe("A line under the heading")),
          action: text(1, 60).check(z.describe("The button that clears the filters")),
        })
        .check(z.describe("What shows when no case study matches")),
      challenge: text(1, 40).check(z.describe("Each card's title over the challenge")),
      approach: text(1, 40).check(z.describe("Each card's title over the approach")),
      servicesUsed: text(1, 40).check(z.describe("Each card's label of the services used")),
    })
    .check(z.describe("The filter's and the cards' visible text")),
});

/** The filter's props: the file's heading and labels, with the catalogue's studies and choices. */
export const resolve = ({ id, heading, labels }: Fields<typeof schema>) => {
  // The catalogue's entries, as the filter reads them (any industry or service slug).
  const studies: readonly CaseStudy[] = caseStudies;
  const { industries, services }: Record<"industries" | "services", readonly FilterOption[]> =
    caseStudyFilterOptions;
  return { id, heading, studies, industries, services, labels };
};

export type CaseStudyFilterProps = ReturnType<typeof resolve>;

/**
 * Case studies with industry and service filters. The filters are native radio groups (one tab
 * stop each, arrow keys to choose) and live in the URL query, so a filtered view can be shared.
 */
export function CaseStudyFilter({
  id,
  heading,
  studies,
  industries,
  services,
  labels,
}: CaseStudyFilterProps) {
  // The prerendered HTML has no query, so the page hydrates unfiltered and applies it after.
  const hydrated = useAfterHydration();
  const [searchParams, setSearchParams] = useSearchParams();
  const firstChoice = useRef<HTMLInputElement>(null);

  const allowed = {
    industry: industries.map((option) => option.value),
    service: services.map((option) => option.value),
  };
  const filters = hydrated ? readFilters(searchParams, allowed) : NO_FILTERS;
  const shown = filterCaseStudies(studies, filters);
  const active = hasFilters(filters);

  const apply = (next: CaseStudyFilters) =>
    setSearchParams((current) => writeFilters(current, next), {
      replace: true,
      preventScrollReset: true,
    });

  // The clear controls disappear once used: keep keyboard focus in the filter, on "All".
  const clear = () => {
    apply(NO_FILTERS);
    firstChoice.current?.focus();
  };

  const industryById = new Map(industries.map((option) => [option.value, option]));
  const serviceById = new Map(services.map((option) => [option.value, option]));

  const groups: {
    key: FilterKey;
    legend: string;
    all: string;
    options: readonly FilterOption[];
  }[] = [
    { key: "industry", legend: labels.industry, all: labels.allIndustries, options: industries },
    { key: "service", legend: labels.service, all: labels.allServices, options: services },
  ];

  return (
    <SiteSection id={id} heading={heading}>
      <div className="filter-panel">
        {groups.map((group, groupIndex) => (
          <fieldset className="filter-group" key={group.key}>
            <legend className="filter-legend">{group.legend}</legend>
            <div className="filter-options">
              {[{ value: "", label: group.all }, ...group.options].map((option, optionIndex) => (
                <label className="filter-chip" key={option.value || "all"}>
                  <input
                    ref={groupIndex === 0 && optionIndex === 0 ? firstChoice : undefined}
                    className="filter-chip-input"
                    type="radio"
                    name={`${id}-${group.key}`}
                    value={option.value}
                    checked={(filters[group.key] ?? "") === option.value}
                    onChange={() => apply({ ...filters, [group.key]: option.value || null })}
                  />
                  <span className="filter-chip-label">{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="filter-status">
          <p className="filter-count" role="status">
            {fillPlaceholders(labels.count, { shown: shown.length, total: studies.length })}
          </p>
          <button
            type="button"
            className={cx("btn btn-sm btn-outline-primary", !active && "invisible")}
            onClick={clear}
          >
            {labels.clear}
          </button>
        </div>
      </div>
      {shown.length > 0 ? (
        <ul className="row g-4 list-unstyled mb-0">
          {shown.map((study) => {
            const industry = industryById.get(study.industry);
            return (
              <li className="col-lg-6" key={study.slug}>
                <CaseStudyCard
                  study={study}
                  industryLabel={industry?.cardLabel ?? industry?.label ?? study.industry}
                  services={study.services.flatMap((value) => {
                    const service = serviceById.get(value);
                    return service?.href ? [{ label: service.label, href: service.href }] : [];
                  })}
                  labels={labels}
                />
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="filter-empty">
          <Icon name="search" size={32} />
          <p className="filter-empty-title">{labels.empty.title}</p>
          <p className="filter-empty-text">{labels.empty.text}</p>
          <button type="button" className="btn btn-primary" onClick={clear}>
            {labels.empty.action}
          </button>
        </div>
      )}
    </SiteSection>
  );
}
