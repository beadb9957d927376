/** An entry of a catalogue keyed by slug (products, industries, …). */
export interface Slugged {
  readonly slug: string;
}

/**
 * The entry of `S`'s slug, narrowed when the catalogue is `as const` (so its literal fields
 * stay known); the catalogue's own entry type when the slugs are plain strings.
 */
export type BySlug<T extends Slugged, S extends string> = [Extract<T, { slug: S }>] extends [never]
  ? T
  : Extract<T, { slug: S }>;

/**
 * The entry of `list` whose slug is `slug`. The type only admits the list's own slugs, so a typo
 * fails to compile; the throw covers lists typed as plain strings, and fails the build (content
 * is read while prerendering) rather than rendering a page with a piece missing.
 */
export function bySlug<T extends Slugged, S extends T["slug"]>(
  list: readonly T[],
  slug: S,
): BySlug<T, S> {
  const found = list.find((entry) => entry.slug === slug);
  if (!found) {
    const known = list.map((entry) => `"${entry.slug}"`).join(", ");
    throw new Error(`No entry with slug "${slug}" (the list has ${known || "no entries"})`);
  }
  return found as BySlug<T, S>;
}
