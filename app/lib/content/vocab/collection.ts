/**
 * List collections: a YAML collection under content/ whose entries pages name by `slug` (the
 * sample studio's projects). The file is declared in app/content-collections.ts like every
 * collection, checked with `catalogue` (./collection-fields.ts: a slug written twice
 * fails with its line) and written as a generated module; a section's schema names entries with
 * `entriesField` and joins them with `pickEntries` from that module, so each fact about an entry
 * is written once.
 */
import * as z from "zod/mini";

import { allOrListError } from "./fields.ts";

/**
 * Which entries of a collection a section shows, as a file writes it: `all`, in the collection's
 * order, or a list of slugs in the order shown, each once.
 */
export function entriesField(slugs: readonly string[], what: string) {
  const slug = z.enum(
    slugs as [string, ...string[]],
    `name one of the ${what} by its slug: ${slugs.join(", ")}`,
  );
  return z
    .union(
      [
        z.literal("all"),
        z.array(slug).check(
          z.minLength(1, `name at least one of the ${what}`),
          z.refine(
            (items) => new Set(items).size === items.length,
            `name each of the ${what} once`,
          ),
        ),
      ],
      { error: allOrListError(`write all, or a list of the ${what}' slugs`) },
    )
    .check(z.describe(`Which ${what} to show: all, or a list of their slugs in the order shown`));
}

/** The entries a checked `entriesField` names, in its order. */
export function pickEntries<T extends { slug: string }>(
  entries: readonly T[],
  chosen: "all" | readonly string[],
): T[] {
  if (chosen === "all") return [...entries];
  return chosen.map((slug) => entries.find((entry) => entry.slug === slug)!);
}
