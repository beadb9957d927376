import { describe, expect, it } from "vitest";

import { filterPosts, topicsOf } from "./filter-posts";

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
