/** The order of Labs entries everywhere they are listed (a module the browser build may take). */
import { byCharCode } from "~/lib/compare";

/** Entries newest first; on one day, by title, so the order never depends on file order. */
export function newestFirst<T extends { date: string; title: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => byCharCode(b.date, a.date) || byCharCode(a.title, b.title));
}
