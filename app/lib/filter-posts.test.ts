import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  DEFAULT_POST_QUERY,
  filterPosts,
  paginate,
  POST_SORTS,
  queryPosts,
  readPostQuery,
  sortPosts,
  titleKey,
  topicsOf,
  writePostQuery,
} from "./filter-posts";

const posts = [
  { title: "Slow mornings", excerpt: "A kettle, a window and ten quiet minutes.", topic: "Home" },
  { title: "Trail snacks", excerpt: "Five things that survive a backpack.", topic: "Travel" },
  { title: "Window boxes", excerpt: "Herbs for a north-facing ledge.", topic: "Home" },
];

describe("filterPosts", () => {
  it("keeps everything for All and an empty query", () => {
    expect(filterPosts(posts, "All", "  ")).toHaveLength(3);
  });

  it("filters by topic and by every search word, case-insensitively", () => {
    expect(filterPosts(posts, "Home", "").map((post) => post.title)).toEqual([
      "Slow mornings",
      "Window boxes",
    ]);
    expect(filterPosts(posts, "All", "WINDOW").map((post) => post.title)).toEqual([
      "Slow mornings",
      "Window boxes",
    ]);
    expect(filterPosts(posts, "All", "window herbs").map((post) => post.title)).toEqual([
      "Window boxes",
    ]);
    expect(filterPosts(posts, "Travel", "window")).toEqual([]);
  });
});

describe("topicsOf", () => {
  it("lists each topic once, in order", () => {
    expect(topicsOf(posts)).toEqual(["Home", "Travel"]);
  });
});

// ── Sort, pagination and the URL query (blog list pages) ──

const TOPICS = ["Security", "Design", "Cloud"] as const;

const postArb = fc.record({
  title: fc.string({ minLength: 1, maxLength: 12 }),
  excerpt: fc.string({ maxLength: 20 }),
  topic: fc.constantFrom(...TOPICS),
  date: fc
    .date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
});

describe("sortPosts", () => {
  it("orders by date either way, and by title, without losing or inventing posts", () => {
    fc.assert(
      fc.property(fc.array(postArb, { maxLength: 30 }), (items) => {
        const newest = sortPosts(items, "newest");
        const oldest = sortPosts(items, "oldest");
        const titled = sortPosts(items, "title");
        for (const sorted of [newest, oldest, titled]) {
          expect([...sorted].sort(byIdentity)).toEqual([...items].sort(byIdentity));
        }
        for (let index = 1; index < items.length; index += 1) {
          expect(newest[index - 1]!.date >= newest[index]!.date).toBe(true);
          expect(oldest[index - 1]!.date <= oldest[index]!.date).toBe(true);
          expect(titled[index - 1]!.title.toLowerCase() <= titled[index]!.title.toLowerCase()).toBe(
            true,
          );
        }
      }),
    );
  });

  it("orders titles by their letters, whatever their case and accents", () => {
    const titles = ["zebra crossings", "Éclairs at dawn", "eclairs at dawn", "Apples", "Ecology"];
    const items = titles.map((title) => ({
      title,
      excerpt: "",
      topic: "Design",
      date: "2026-01-01",
    }));
    expect(sortPosts(items, "title").map((post) => post.title)).toEqual([
      "Apples",
      "eclairs at dawn",
      "Éclairs at dawn",
      "Ecology",
      "zebra crossings",
    ]);
    expect(titleKey("École Über")).toBe("ecole uber");
  });

  it("does not depend on the input's order", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(postArb, { maxLength: 20, selector: (post) => post.title + post.date }),
        fc.constantFrom(...POST_SORTS.map((sort) => sort.value)),
        (items, sort) => {
          expect(sortPosts([...items].reverse(), sort)).toEqual(sortPosts(items, sort));
        },
      ),
    );
  });
});

const byIdentity = (a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b));

describe("paginate", () => {
  it("splits any list into pages that together hold every item once, in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 50 }),
        fc.integer({ min: 1, max: 10 }),
        (items, perPage) => {
          const first = paginate(items, 1, perPage);
          const all = Array.from(
            { length: first.pages },
            (_, index) => paginate(items, index + 1, perPage).items,
          );
          expect(all.flat()).toEqual(items);
          expect(first.pages).toBe(Math.max(1, Math.ceil(items.length / perPage)));
          expect(first.total).toBe(items.length);
        },
      ),
    );
  });

  it("clamps a page out of range to the nearest real one", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -5, max: 50 }),
        (items, perPage, page) => {
          const shown = paginate(items, page, perPage);
          expect(shown.page).toBeGreaterThanOrEqual(1);
          expect(shown.page).toBeLessThanOrEqual(shown.pages);
          expect(shown.items.length).toBeLessThanOrEqual(perPage);
          expect(shown.from).toBe(items.length === 0 ? 0 : (shown.page - 1) * perPage + 1);
        },
      ),
    );
  });
});

describe("readPostQuery / writePostQuery", () => {
  it("reads what it writes, and writes nothing for the defaults", () => {
    const queryArb = fc.record({
      topic: fc.constantFrom("All", ...TOPICS),
      sort: fc.constantFrom(...POST_SORTS.map((sort) => sort.value)),
      q: fc.string({ maxLength: 30 }).map((q) => q.trim()),
      page: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(queryArb, (query) => {
        const params = writePostQuery(new URLSearchParams("other=kept"), query);
        expect(params.get("other")).toBe("kept");
        expect(readPostQuery(new URLSearchParams(params.toString()), TOPICS)).toEqual(query);
      }),
    );
    expect(writePostQuery(new URLSearchParams(), DEFAULT_POST_QUERY).toString()).toBe("");
  });

  it("ignores values it does not know, whatever the URL holds", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("category", "sort", "q", "page"), fc.string()),
        (raw) => {
          const query = readPostQuery(new URLSearchParams(raw), TOPICS);
          expect(["All", ...TOPICS]).toContain(query.topic);
          expect(POST_SORTS.map((sort) => sort.value)).toContain(query.sort);
          expect(Number.isInteger(query.page) && query.page >= 1).toBe(true);
          expect(query.q.length).toBeLessThanOrEqual(100);
        },
      ),
    );
    expect(
      readPostQuery(new URLSearchParams("category=Gardening&sort=random&page=2.5"), TOPICS),
    ).toEqual(DEFAULT_POST_QUERY);
  });
});

describe("queryPosts", () => {
  it("filters, sorts, then pages", () => {
    const items = [
      { title: "B", excerpt: "", topic: "Design", date: "2026-01-02" },
      { title: "A", excerpt: "", topic: "Design", date: "2026-01-01" },
      { title: "C", excerpt: "", topic: "Cloud", date: "2026-01-03" },
    ];
    const shown = queryPosts(items, { topic: "Design", sort: "oldest", q: "", page: 2 }, 1);
    expect(shown).toEqual({ items: [items[0]], page: 2, pages: 2, from: 2, total: 2 });
  });
});
