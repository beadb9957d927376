/**
 * A list's state in the URL query (a filter choice, a page number), read and written by pure
 * functions so a filtered view can be shared, and back and forward step through it. Values not
 * allowed are ignored; the defaults are left out of the query, so the plain path is the default.
 */

/** A filter's value from the query: one of `allowed`, or null ("all") for anything else. */
export function readChoice(
  params: URLSearchParams,
  key: string,
  allowed: readonly string[],
): string | null {
  const value = params.get(key)?.trim().toLowerCase();
  return value && allowed.includes(value) ? value : null;
}

/** A page number from the query: a whole number from 1 to `max`; 1 for anything else. */
export function readPage(params: URLSearchParams, key: string, max: number): number {
  const raw = params.get(key)?.trim() ?? "";
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= max ? page : 1;
}

/**
 * A copy of the query with these keys set; null, "" and page 1 remove a key (the default), and
 * keys not named are kept as they were.
 */
export function writeQuery(
  params: URLSearchParams,
  updates: Readonly<Record<string, string | number | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(updates)) {
    if (value === null || value === "" || value === 1) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** A link to a page with this query ("/work?page=2"; the bare path when the query is empty). */
export function toHref(pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** How many pages `count` items fill at `perPage` a page (at least one, for the empty list). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** A label's value in the query: "Web design" -> "web-design", "Hearth & Loom" -> "hearth-and-loom". */
export function toQueryValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
