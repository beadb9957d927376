import { useRef } from "react";
import { useSearchParams } from "react-router";

import { Icon } from "~/components/ui/icon";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { cx } from "~/lib/cx";
import { fillPlaceholders } from "~/lib/placeholders";

import { type CaseStudy, CaseStudyCard, type CaseStudyCardLabels } from "./case-study-card";
import {
  type CaseStudyFilters,
  filterCaseStudies,
  type FilterKey,
  hasFilters,
  NO_FILTERS,
  readFilters,
  writeFilters,
} from "./case-study-query";
import { SectionHeading, type SectionIntro } from "./section-heading";

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

export interface CaseStudyFilterProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** Every case study, in display order. */
  studies: readonly CaseStudy[];
  /** The industry choices (their values are the only ones the query accepts). */
  industries: readonly FilterOption[];
  /** The service choices (their values are the only ones the query accepts). */
  services: readonly FilterOption[];
  /** The filter's and the cards' visible text. */
  labels: CaseStudyCardLabels & {
    /** Legend of the industry group. */
    industry: string;
    /** Legend of the service group. */
    service: string;
    /** The "no filter" choice of the industry group. */
    allIndustries: string;
    /** The "no filter" choice of the service group. */
    allServices: string;
    /** The button that resets both groups. */
    clear: string;
    /** The live count, {shown} and {total} filled in: "Showing {shown} of {total} case studies". */
    count: string;
    /** What shows when no case study matches. */
    empty: { title: string; text: string; action: string };
  };
}

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
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
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
      </div>
    </section>
  );
}
