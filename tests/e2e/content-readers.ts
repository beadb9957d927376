/**
 * What browser tests need from the content files beyond one section's fields (./content.ts):
 * the words a page is built from, so that a test finds things by them and follows the files
 * when the copy changes; and messages the forms' own code writes (app/lib/forms/schemas.ts).
 */
import { readdirSync, readFileSync } from "node:fs";

import { caseStudies } from "../../app/content/case-studies";
import { validate } from "../../app/lib/forms/schemas";
import type { LabSummary } from "../../app/lib/labs/entry";
import type { ComingSoonProps } from "../../app/sections/coming-soon";
import { contentSection } from "./content";

/** A regular expression matching `text` literally. */
export const literal = (text: string, flags?: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), flags);

/** A regular expression matching text that starts with `text` (a label before "(optional)"). */
export const startingWith = (text: string) => new RegExp(`^${literal(text).source}`);

/** /coming-soon's section: its generic page and its variants by query value. */
export const comingSoon = () => contentSection<ComingSoonProps>("coming-soon", "ComingSoon");

/** The first issue's message for each field `input` gets wrong, as the form and server show it. */
export function fieldErrors(schema: Parameters<typeof validate>[0], input: object) {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return result.errors;
}

/** The words (letters only, lower case) of a text, placeholders left out. */
const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, " ")
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^\P{L}+|\P{L}+$/gu, ""));

/** Every Labs entry's title (content/labs/*.md), as the build compiled it. */
export async function labTitles(): Promise<string[]> {
  const slugs = readdirSync("content/labs")
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => file.slice(0, -".md".length));
  const entries = await Promise.all(
    slugs.map(
      async (slug) =>
        (
          (await import(`../../app/content/generated/labs/${slug}.summary.ts`)) as {
            default: LabSummary;
          }
        ).default,
    ),
  );
  return entries.map((entry) => entry.title);
}

/**
 * Queries a visitor could type, from the Labs entries' titles: two words that follow each other
 * in a title, each of at least five letters and nothing but letters.
 */
export async function searchPhrases(): Promise<[string, string][]> {
  const pairs: [string, string][] = [];
  for (const title of await labTitles()) {
    const list = words(title);
    list.forEach((word, index) => {
      const next = list[index + 1];
      const fits = (text = "") => /^\p{L}{5,}$/u.test(text);
      if (fits(word) && fits(next)) pairs.push([word, next!]);
    });
  }
  if (pairs.length < 2) throw new Error("fewer than two Labs titles have two long words in a row");
  return pairs;
}

/** `word` as a whole word (no letter either side). */
const wholeWord = (word: string, flags = "u") =>
  new RegExp(`(?<!\\p{L})${literal(word).source}(?!\\p{L})`, flags);

/**
 * A word of a Labs entry's title that a case study's client or headline also uses: a search
 * for it finds both kinds of document. The one the content files use least, so that both are
 * among the first results.
 */
export async function sharedSearchWord(): Promise<string> {
  const studies = caseStudies.map((study) => `${study.client} ${study.headline}`.toLowerCase());
  const everything = contentFiles()
    .map((file) => readFileSync(file, "utf8").toLowerCase())
    .join("\n");
  const uses = (word: string) => everything.match(wholeWord(word, "gu"))?.length ?? 0;
  const candidates = [...new Set((await labTitles()).flatMap(words))]
    .filter((word) => /^\p{L}{5,}$/u.test(word))
    .filter((word) => studies.some((study) => wholeWord(word).test(study)))
    .sort((a, b) => uses(a) - uses(b));
  if (!candidates[0]) throw new Error("no word of a Labs title is in a case study's headline");
  return candidates[0];
}

/** Every file under content/. */
function contentFiles(dir = "content"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? contentFiles(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}
