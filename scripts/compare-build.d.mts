/** One comparison: how many items are the same, and each that differs (possibly several lines). */
export interface Section {
  name: string;
  same: number;
  differences: string[];
  notes?: string[];
}
/** A page's JS may grow this much (a fraction) before the comparison fails. */
export const JS_GROWTH_LIMIT: number;
/** Every comparison of two build/ folders (pages, outputs, og images, search index, page JS). */
export function compareBuilds(a: string, b: string): Section[];
/** A page's first-load JS: its bootstrap's modules and their static imports (URL pathnames). */
export function firstLoadModules(
  html: string,
  clientDir: string,
  sources: Map<string, string>,
): string[];
