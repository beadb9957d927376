/**
 * Every Labs entry with its body, newest first, for what is built from whole articles: the feeds,
 * the CSAF files and the search index. Only resource routes' loaders and build scripts import it,
 * so no article body reaches the browser through it.
 */
import type { LabEntry } from "~/lib/labs/entry";
import { newestFirst } from "~/lib/labs/order";

import { checkUnique } from "./labs-entries";

const files = import.meta.glob<LabEntry>(["./generated/labs/*.ts", "!**/*.summary.ts"], {
  eager: true,
  import: "default",
});

export const labArticles: readonly LabEntry[] = newestFirst(Object.values(files));
checkUnique(labArticles);

/** The advisories, newest first. */
export const labAdvisories = labArticles.filter(
  (entry): entry is LabEntry & { advisory: NonNullable<LabEntry["advisory"]> } =>
    entry.advisory !== undefined,
);
