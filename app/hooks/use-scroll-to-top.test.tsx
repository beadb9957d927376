import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SCROLL_TO_TOP_RETRY_MS } from "~/lib/constants";

import { isCurrentHistoryEntry, KEEP_SCROLL, useScrollToTop } from "./use-scroll-to-top";

function Layout() {
  useScrollToTop();
  return <Outlet />;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        Component: Layout,
        children: [
          { path: "a", Component: () => <p>a</p> },
          { path: "b", Component: () => <p>b</p> },
        ],
      },
    ],
    { initialEntries: ["/a"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What the browser's history would hold: React Router's key for the entry now shown. */
function showEntry(key: string) {
  window.history.replaceState({ key }, "");
}

describe("useScrollToTop", () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    scrollTo.mockRestore();
    window.history.replaceState(null, "");
  });

  it("a forward navigation scrolls to the top, and again after the retry delay", async () => {
    const router = setup();
    expect(scrollTo).not.toHaveBeenCalled(); // the first load (POP) is left alone
    await act(() => router.navigate("/b"));
    showEntry(router.state.location.key);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_RETRY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: "instant" });
  });

  it("input from the visitor within the retry window cancels the retry", async () => {
    for (const input of [
      new PointerEvent("pointerdown", { bubbles: true }),
      new WheelEvent("wheel", { bubbles: true }),
      new KeyboardEvent("keydown", { key: "PageDown", bubbles: true }),
    ]) {
      scrollTo.mockClear();
      const router = setup();
      await act(() => router.navigate("/b"));
      showEntry(router.state.location.key);
      expect(scrollTo).toHaveBeenCalledTimes(1);
      // A press on a card's button, after the visitor (or a test) scrolled to it.
      document.body.dispatchEvent(input);
      act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_RETRY_MS));
      expect(scrollTo, input.type).toHaveBeenCalledTimes(1);
    }
  });

  it("a retry due after the visitor went back does nothing (it would undo the restored position)", async () => {
    const router = setup();
    await act(() => router.navigate("/b"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // Back pressed: the browser is on another entry before React has run this effect's cleanup.
    showEntry("the-entry-before");
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_RETRY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("a push on the same page carrying KEEP_SCROLL (a blog filter) stays put; other pushes do not", async () => {
    const router = setup();
    await act(() => router.navigate("/a?category=Design", { state: KEEP_SCROLL }));
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_RETRY_MS));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate("/a?page=2"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate("/b", { state: KEEP_SCROLL }));
    expect(scrollTo).toHaveBeenCalledTimes(2); // another page starts at the top regardless
  });

  it("a back navigation (POP) is left to <ScrollRestoration>", async () => {
    const router = setup();
    await act(() => router.navigate("/b"));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe("/a");
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_RETRY_MS * 2));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it("a new entry for the same page with KEEP_SCROLL (a filter) stays where it is", async () => {
    const router = setup();
    await act(() => router.navigate("/a?colour=sage", { state: KEEP_SCROLL }));
    act(() => vi.advanceTimersByTime(SCROLL_TO_TOP_RETRY_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
    // The same state on a navigation to another page does not keep the position.
    await act(() => router.navigate("/b", { state: KEEP_SCROLL }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe("isCurrentHistoryEntry", () => {
  afterEach(() => window.history.replaceState(null, ""));

  it("is true only for the key React Router stored in the entry", () => {
    window.history.replaceState({ key: "k1", idx: 1, usr: null }, "");
    expect(isCurrentHistoryEntry("k1")).toBe(true);
    expect(isCurrentHistoryEntry("k2")).toBe(false);
    window.history.replaceState(null, "");
    expect(isCurrentHistoryEntry("k1")).toBe(false);
    window.history.replaceState("k1", "");
    expect(isCurrentHistoryEntry("k1")).toBe(false);
  });
});
