import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { addComment, type Comment, countComments, hasComment } from "./comments";

const comment = (id: string, replies: Comment[] = []): Comment => ({
  id,
  author: "A",
  date: "2026-11-01",
  text: "Text",
  replies,
});

const thread = [comment("a", [comment("a1", [comment("a1x")])]), comment("b")];

describe("addComment", () => {
  it("appends a top-level comment at the end", () => {
    const next = addComment(thread, null, comment("c"));
    expect(next.map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("appends a reply under its parent at any depth, leaving the input unchanged", () => {
    const next = addComment(thread, "a1x", comment("deep"));
    expect(next[0]?.replies[0]?.replies[0]?.replies.map((item) => item.id)).toEqual(["deep"]);
    expect(thread[0]?.replies[0]?.replies[0]?.replies).toEqual([]);
    expect(countComments(next)).toBe(countComments(thread) + 1);
  });

  it("adds exactly one comment under any existing parent", () => {
    const ids = ["a", "a1", "a1x", "b"];
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.uuid(), (parent, id) => {
        const next = addComment(thread, parent, comment(id));
        expect(countComments(next)).toBe(5);
        expect(hasComment(next, id)).toBe(true);
      }),
    );
  });
});
