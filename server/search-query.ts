// What a visitor typed, as an FTS5 query (decision 0031): each word quoted (so no input is FTS5
// syntax), all required, the last also as a prefix; a phrase of content/search-synonyms.yaml as
// any phrase of its group ("MSP" or "managed service provider"); and a misspelt word corrected
// to the nearest word the pages use, for a query that finds nothing as typed.
import { searchSynonyms } from "../app/content/generated/search-synonyms.js";
import { phraseWords } from "../app/content/search-synonyms.schema.js";
import { queryTerms } from "../app/lib/search.js";

/** Each synonym group by its phrases' words ("managed service provider"), for lookup. */
type SynonymTable = ReadonlyMap<string, readonly string[]>;

/** The groups of the content file, each phrase as its lowercase words. */
export function synonymTable(groups: readonly (readonly string[])[]): SynonymTable {
  const table = new Map<string, readonly string[]>();
  for (const group of groups) {
    const phrases = group.map(phraseWords);
    for (const phrase of phrases) table.set(phrase, phrases);
  }
  return table;
}

const SYNONYMS = synonymTable(searchSynonyms.groups);
/** The most words of a phrase (schema: 4), the longest run of terms worth looking up. */
const LONGEST_PHRASE = 4;

const quoted = (words: string) => `"${words}"`;
/** A word as the index keeps it: lowercase, without diacritics (unicode61 remove_diacritics). */
const folded = (word: string) => word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The FTS5 MATCH expression for the words of a query, or undefined when there is none. A run of
 * words that is a phrase of a synonym group matches any phrase of the group (each as a phrase,
 * so in its order); any other word is required as itself, the last one also as a prefix (results
 * as the visitor types).
 */
export function ftsQuery(input: string, synonyms: SynonymTable = SYNONYMS): string | undefined {
  const terms = queryTerms(folded(input));
  if (terms.length === 0) return undefined;
  const parts: string[] = [];
  for (let index = 0; index < terms.length;) {
    let length = Math.min(LONGEST_PHRASE, terms.length - index);
    let group = synonyms.get(terms.slice(index, index + length).join(" "));
    while (!group && length > 1) {
      length -= 1;
      group = synonyms.get(terms.slice(index, index + length).join(" "));
    }
    if (group) {
      parts.push(`(${group.map(quoted).join(" OR ")})`);
      index += length;
    } else {
      const last = index === terms.length - 1;
      parts.push(`${quoted(terms[index]!)}${last ? "*" : ""}`);
      index += 1;
    }
  }
  return parts.join(" AND ");
}

/**
 * The optimal string alignment distance of `a` and `b` (insertions, deletions, substitutions and
 * swaps of two letters side by side, each 1), or `max + 1` once it is sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** The edits forgiven in a word of `length` letters: none up to 3, one up to 5, then two. */
export const editsAllowed = (length: number) => (length <= 3 ? 0 : length <= 5 ? 1 : 2);

/** The words the pages use, each with the number of documents that use it. */
export type Vocabulary = ReadonlyMap<string, number>;

/**
 * The query with each word the pages never use replaced by the nearest one they do (fewest
 * edits, then the most documents), or undefined when no word changes. A number is never
 * corrected, nor the last word when some word starts with it (it may be half typed).
 */
export function correctedQuery(
  input: string,
  vocabulary: Vocabulary,
  sorted: readonly string[] = [...vocabulary.keys()].sort(),
): string | undefined {
  const terms = queryTerms(folded(input));
  let changed = false;
  const corrected = terms.map((term, index) => {
    if (vocabulary.has(term) || /^\p{N}+$/u.test(term)) return term;
    if (index === terms.length - 1 && startsSome(sorted, term)) return term;
    const allowed = editsAllowed(term.length);
    let best: { word: string; distance: number; documents: number } | undefined;
    for (const [word, documents] of vocabulary) {
      const distance = editDistance(term, word, best ? best.distance : allowed);
      if (distance > (best ? best.distance : allowed)) continue;
      if (!best || distance < best.distance || documents > best.documents) {
        best = { word, distance, documents };
      }
    }
    if (!best) return term;
    changed = true;
    return best.word;
  });
  return changed ? corrected.join(" ") : undefined;
}

/** Whether a word of `sorted` starts with `prefix`. */
function startsSome(sorted: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return sorted[low]?.startsWith(prefix) ?? false;
}
