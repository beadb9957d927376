/**
 * Filtering of sample posts by topic and search words (the blog landing's featured posts), and
 * the sorting, pagination and URL query of the blog's list pages.
 */

import { byCharCode } from "./compare";

export interface Filterable {
  title: string;
  excerpt: string;
  topic: string;
}

/** Topic "All" keeps every topic; each search word must appear in the title, excerpt or topic. */
export function filterPosts<T extends Filterable>(
  posts: readonly T[],
  topic: string,
  query: string,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (topic !== "All" && post.topic !== topic) return false;
    const text = `${post.title} ${post.excerpt} ${post.topic}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The distinct topics of the posts, in first-seen order. */
export function topicsOf(posts: readonly Filterable[]): string[] {
  return [...new Set(posts.map((post) => post.topic))];
}

// ── Sort, pagination and the query that holds them (the blog's list pages) ──

/** The orders a list of posts can be shown in. */
export const POST_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "title", label: "Title A to Z" },
] as const;

export type PostSort = (typeof POST_SORTS)[number]["value"];

interface Sortable extends Filterable {
  /** ISO date, YYYY-MM-DD. */
  date: string;
}

/** A title without case or accents (decomposed, its combining marks removed): the key titles sort by. */
export const titleKey = (title: string) =>
  title.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// By letters regardless of case and accents, then by character code, so titles differing only in
// case still have one order. Not localeCompare, whose first call loads ICU's collation data while
// a blog list hydrates (see byCharCode); the site's titles are English (SITE_LOCALE).
const byTitle = (a: Sortable, b: Sortable) =>
  byCharCode(titleKey(a.title), titleKey(b.title)) || byCharCode(a.title, b.title);

/** A sorted copy; ties (same date) go by title, so the order never depends on the input's. */
export function sortPosts<T extends Sortable>(posts: readonly T[], sort: PostSort): T[] {
  const compare: Record<PostSort, (a: T, b: T) => number> = {
    newest: (a, b) => byCharCode(b.date, a.date) || byTitle(a, b),
    oldest: (a, b) => byCharCode(a.date, b.date) || byTitle(a, b),
    title: (a, b) => byTitle(a, b) || byCharCode(b.date, a.date),
  };
  return [...posts].sort(compare[sort]);
}

export interface Page<T> {
  items: T[];
  /** The page shown, 1-based, clamped to the pages there are. */
  page: number;
  /** How many pages there are; at least 1, even with no items. */
  pages: number;
  /** 1-based position of the first item shown (0 when there is none). */
  from: number;
  /** How many items there are in all. */
  total: number;
}

/** One page of `items`; a page past the end shows the last, one before 1 shows the first. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * perPage;
  return {
    items: items.slice(start, start + perPage),
    page: current,
    pages,
    from: items.length === 0 ? 0 : start + 1,
    total: items.length,
  };
}

/** What a post list shows, as the URL query holds it (?category=…&sort=…&q=…&page=…). */
export interface PostQuery {
  /** A topic, or "All". */
  topic: string;
  sort: PostSort;
  /** Search words as typed. */
  q: string;
  page: number;
}

export const DEFAULT_POST_QUERY: PostQuery = { topic: "All", sort: "newest", q: "", page: 1 };

const QUERY_KEYS = { topic: "category", sort: "sort", q: "q", page: "page" } as const;
const MAX_QUERY_LENGTH = 100;

/** Reads the query; unknown topics or sorts, and pages that are not whole numbers of 1 or more, are ignored. */
export function readPostQuery(params: URLSearchParams, topics: readonly string[]): PostQuery {
  const topic = params.get(QUERY_KEYS.topic) ?? "";
  const sort = params.get(QUERY_KEYS.sort) ?? "";
  const page = Number(params.get(QUERY_KEYS.page));
  return {
    topic: topics.includes(topic) ? topic : DEFAULT_POST_QUERY.topic,
    sort: POST_SORTS.some((option) => option.value === sort)
      ? (sort as PostSort)
      : DEFAULT_POST_QUERY.sort,
    q: (params.get(QUERY_KEYS.q) ?? "").slice(0, MAX_QUERY_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_POST_QUERY.page,
  };
}

/** A copy of `params` holding `query`; defaults are left out, other keys are kept. */
export function writePostQuery(params: URLSearchParams, query: PostQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(QUERY_KEYS) as (keyof PostQuery)[]) {
    const value = String(query[key]).trim();
    if (value === "" || value === String(DEFAULT_POST_QUERY[key])) next.delete(QUERY_KEYS[key]);
    else next.set(QUERY_KEYS[key], value);
  }
  return next;
}

/** Filter, sort, then the page: what a post list shows for a query. */
export function queryPosts<T extends Sortable>(
  posts: readonly T[],
  query: PostQuery,
  perPage: number,
): Page<T> {
  return paginate(
    sortPosts(filterPosts(posts, query.topic, query.q), query.sort),
    query.page,
    perPage,
  );
}
