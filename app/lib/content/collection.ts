/**
 * YAML collections under content/: shared data that several pages show, one source for each
 * fact. A list collection (the sample studio's projects) gives each entry a `slug` that pages
 * name it by, checked entry by entry, a slug written twice failing; a document collection (a
 * sample shop's products, a sample account's orders) is checked against its schema whole.
 * Either way a mistake fails the build with the file, the line, the field and what was
 * expected, as a page file's does. Read in Node only, by the section schemas that join entries
 * into a page (their `resolve`) or the content plugin that compiles a collection.
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import * as z from "zod/mini";

import { allOrListError } from "./fields";
import { ContentError, issueMessages, parseLocatedYaml } from "./yaml";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The entries of a collection's YAML `source` (from `file`), each checked against `entry`. */
export function parseCollection<T extends { slug: string }>(
  file: string,
  source: string,
  entry: z.ZodMiniType<T>,
): T[] {
  const { data, where } = parseLocatedYaml(file, source);
  const checked = z
    .array(entry)
    .check(z.minLength(1, "list the entries, each starting with - slug: …"))
    .safeParse(data);
  if (!checked.success) throw new ContentError(file, issueMessages(checked.error.issues, where));
  const seen = new Set<string>();
  checked.data.forEach(({ slug }, index) => {
    if (seen.has(slug)) {
      throw new ContentError(file, [`${where([index, "slug"])}: ${slug} is written twice`]);
    }
    seen.add(slug);
  });
  return checked.data;
}

/** The collection in `file` (from the repository root, e.g. content/templates/portfolio/projects.yaml). */
export const readCollection = <T extends { slug: string }>(file: string, entry: z.ZodMiniType<T>) =>
  parseCollection(file, readFileSync(join(ROOT, file), "utf8"), entry);

/**
 * Which entries of a collection a section shows, as a file writes it: `all`, in the collection's
 * order, or a list of slugs in the order shown, each once.
 */
export function entriesField(slugs: readonly string[], what: string) {
  const slug = z.enum(
    slugs as [string, ...string[]],
    `name one of the ${what} by its slug: ${slugs.join(", ")}`,
  );
  return z.union(
    [
      z.literal("all"),
      z.array(slug).check(
        z.minLength(1, `name at least one of the ${what}`),
        z.refine((items) => new Set(items).size === items.length, `name each of the ${what} once`),
      ),
    ],
    { error: allOrListError(`write all, or a list of the ${what}' slugs`) },
  );
}

/** The entries a checked `entriesField` names, in its order. */
export function pickEntries<T extends { slug: string }>(
  entries: readonly T[],
  chosen: "all" | readonly string[],
): T[] {
  if (chosen === "all") return [...entries];
  return chosen.map((slug) => entries.find((entry) => entry.slug === slug)!);
}

/** A checked collection, parsed again only when its text changes (dev edits it). */
const cache = new Map<string, { text: string; data: unknown }>();

/**
 * A collection that is one checked document rather than a list of entries (a sample shop's
 * products with its colours and categories, a sample account's orders), in `file` (from the
 * repository root, e.g. content/templates/account/sample.yaml), checked against `schema`;
 * throws a ContentError naming the line of each mistake.
 */
export function loadCollection<S extends z.ZodMiniType>(file: string, schema: S): z.infer<S> {
  const text = readFileSync(resolve(ROOT, file), "utf8");
  const cached = cache.get(file);
  if (cached?.text === text) return cached.data as z.infer<S>;
  const { data, where } = parseLocatedYaml(file, text, 1, "(file)");
  const checked = schema.safeParse(data);
  if (!checked.success) throw new ContentError(file, issueMessages(checked.error.issues, where));
  cache.set(file, { text, data: checked.data });
  return checked.data;
}
