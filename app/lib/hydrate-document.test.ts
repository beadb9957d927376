import { describe, expect, it, vi } from "vitest";

import { documentParent, hydrateWhenReady } from "./hydrate-document";

describe("documentParent", () => {
  it("presents the document's <html> element as its only child", () => {
    const parent = documentParent(document);
    expect(parent.firstChild).toBe(document.documentElement);
    expect([...parent.childNodes]).toEqual([document.documentElement]);
    expect(parent.ownerDocument).toBe(document);
    expect(parent.contains(document.body)).toBe(true);
  });

  it("inserts into and removes from the real document", () => {
    const doc = document.implementation.createHTMLDocument("t");
    const parent = documentParent(doc);
    const comment = doc.createComment("x");
    parent.insertBefore(comment, doc.documentElement);
    expect(doc.documentElement.previousSibling).toBe(comment);
    parent.removeChild(comment);
    expect(comment.parentNode).toBeNull();
    expect(parent.firstChild).toBe(doc.documentElement);
  });
});

describe("hydrateWhenReady", () => {
  it("hydrates once when nothing suspends", () => {
    const hydrate = vi.fn();
    hydrateWhenReady(hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("tries again after each suspension settles, and not before", async () => {
    const pending: Array<() => void> = [];
    let calls = 0;
    const hydrate = vi.fn(() => {
      calls += 1;
      if (calls <= 2) throw new Promise<void>((resolve) => pending.push(resolve));
    });
    hydrateWhenReady(hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(hydrate).toHaveBeenCalledTimes(1);
    pending[0]!();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(2));
    pending[1]!();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(3));
  });

  it("tries again when the suspension rejects, so the render reports the error itself", async () => {
    let calls = 0;
    const hydrate = vi.fn(() => {
      calls += 1;
      if (calls === 1) throw Promise.reject(new Error("state"));
    });
    hydrateWhenReady(hydrate);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(2));
  });

  it("rethrows errors that are not suspensions", () => {
    expect(() =>
      hydrateWhenReady(() => {
        throw new Error("broken");
      }),
    ).toThrow("broken");
  });
});
