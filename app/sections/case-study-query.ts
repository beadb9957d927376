/**
 * The portfolio filter's state lives in the URL query (?industry=…&service=…). These pure
 * functions read it, write it and apply it; values not in the allowed lists are ignored.
 */

/** The query keys the filter owns; any other key in the URL is left alone. */
export const FILTER_KEYS = ["industry", "service"] as const;

export type FilterKey = (typeof FILTER_KEYS)[number];

/** The active filters: a value per key, or null for "all". */
export type CaseStudyFilters = Record<FilterKey, string | null>;

/** The values each key accepts. */
export type AllowedFilterValues = Record<FilterKey, readonly string[]>;

/** What the filters match against. */
export interface Filterable {
  /** The item's one industry value. */
  industry: string;
  /** The item's service values. */
  services: readonly string[];
}

export const NO_FILTERS: CaseStudyFilters = { industry: null, service: null };

/** Reads the filters from a query; unknown, empty or repeated-but-invalid values mean "all". */
export function readFilters(
  params: URLSearchParams,
  allowed: AllowedFilterValues,
): CaseStudyFilters {
  const pick = (key: FilterKey): string | null => {
    const value = params.get(key)?.trim().toLowerCase();
    return value && allowed[key].includes(value) ? value : null;
  };
  return { industry: pick("industry"), service: pick("service") };
}

/** A copy of the query with the filters applied: "all" removes a key; other keys are kept. */
export function writeFilters(params: URLSearchParams, filters: CaseStudyFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** True when at least one filter narrows the list. */
export function hasFilters(filters: CaseStudyFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== null);
}

/** The items matching every active filter, in their original order. */
export function filterCaseStudies<T extends Filterable>(
  items: readonly T[],
  filters: CaseStudyFilters,
): T[] {
  return items.filter(
    (item) =>
      (filters.industry === null || item.industry === filters.industry) &&
      (filters.service === null || item.services.includes(filters.service)),
  );
}
