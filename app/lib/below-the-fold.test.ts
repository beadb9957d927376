// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { BELOW_THE_FOLD, renderBelowTheFold, RENDERED_ATTRIBUTE } from "./below-the-fold";

function page() {
  const root = document.createElement("div");
  root.innerHTML = `
    <main><section id="hero"></section><section id="a"></section><section id="b" ${RENDERED_ATTRIBUTE}></section><section id="c"></section></main>
    <footer id="footer"></footer>`;
  return root;
}

/** A scheduler that runs its callbacks only when told to. */
function manual() {
  const queue = new Map<number, () => void>();
  let last = 0;
  return {
    request: (callback: () => void) => (queue.set(++last, callback), last),
    cancel: (handle: number) => void queue.delete(handle),
    runOne() {
      const [handle, callback] = [...queue][0] ?? [];
      if (handle === undefined || !callback) return false;
      queue.delete(handle);
      callback();
      return true;
    },
    get waiting() {
      return queue.size;
    },
  };
}

const rendered = (root: ParentNode) =>
  [...root.querySelectorAll(`[${RENDERED_ATTRIBUTE}]`)].map((element) => element.id);

describe("renderBelowTheFold", () => {
  it("selects every section of main but the first, and the footer", () => {
    expect([...page().querySelectorAll(BELOW_THE_FOLD)].map((element) => element.id)).toEqual([
      "a",
      "b",
      "c",
      "footer",
    ]);
  });

  it("renders one block per idle task, in order, skipping those already rendered", () => {
    const root = page();
    const scheduler = manual();
    renderBelowTheFold(root, scheduler);
    expect(rendered(root)).toEqual(["b"]);
    expect(scheduler.runOne()).toBe(true);
    expect(rendered(root)).toEqual(["a", "b"]);
    expect(scheduler.runOne()).toBe(true);
    expect(rendered(root)).toEqual(["a", "b", "c"]);
    expect(scheduler.runOne()).toBe(true);
    expect(rendered(root)).toEqual(["a", "b", "c", "footer"]);
    expect(scheduler.waiting).toBe(0);
  });

  it("stops when cleaned up, and schedules nothing when all are rendered", () => {
    const root = page();
    const scheduler = manual();
    const stop = renderBelowTheFold(root, scheduler);
    scheduler.runOne();
    stop();
    expect(scheduler.runOne()).toBe(false);
    expect(rendered(root)).toEqual(["a", "b"]);

    for (const block of root.querySelectorAll(BELOW_THE_FOLD))
      block.setAttribute(RENDERED_ATTRIBUTE, "");
    renderBelowTheFold(root, scheduler);
    expect(scheduler.waiting).toBe(0);
  });
});
