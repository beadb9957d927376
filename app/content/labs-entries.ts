/**
 * Every Labs entry (content/labs/*.md) without its body, newest first: the /labs list and the
 * sitemap, as the content compiler wrote them (content.config.ts); each is also a page.
 */
import type { LabSummary } from "~/lib/labs/entry";
import { newestFirst } from "~/lib/labs/order";

const files = import.meta.glob<LabSummary>("./generated/labs/*.summary.ts", {
  eager: true,
  import: "default",
});

/** Throws when two entries share a title or an advisory id: each names one page and one file. */
export function checkUnique(entries: readonly LabSummary[]): void {
  for (const [field, value] of [
    ["title", (entry: LabSummary) => entry.title],
    ["advisory id", (entry: LabSummary) => entry.advisory?.id],
  ] as const) {
    const seen = new Map<string, string>();
    for (const entry of entries) {
      const key = value(entry);
      if (key === undefined) continue;
      const other = seen.get(key);
      if (other)
        throw new Error(`content/labs/${entry.slug}.md: ${other}.md has the same ${field}`);
      seen.set(key, entry.slug);
    }
  }
}

export const labSummaries: readonly LabSummary[] = newestFirst(Object.values(files));
checkUnique(labSummaries);

/** Every entry, newest first, as the /labs list shows it (app/sections/labs-entries.tsx). */
export const labEntries = labSummaries.map((entry) => ({
  slug: entry.slug,
  href: entry.path,
  date: entry.date,
  kind: entry.kind,
  title: entry.title,
  summary: entry.description,
  tags: entry.tags,
  ...(entry.advisory ? { reference: `${entry.advisory.id} · ${entry.advisory.severity}` } : {}),
}));
