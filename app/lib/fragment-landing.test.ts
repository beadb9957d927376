// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { holdFragmentTarget } from "./fragment-landing";

/** A ResizeObserver whose callbacks the test fires. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  resize() {
    if (!this.disconnected) this.callback();
  }
}

function setUp(hash: string) {
  document.body.innerHTML =
    '<main><section>a</section><section id="pricing">b</section></main><footer>c</footer>';
  window.history.replaceState(null, "", `/page${hash}`);
  FakeResizeObserver.instances = [];
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  const target = document.getElementById("pricing")!;
  const scrolled = vi.fn();
  target.scrollIntoView = scrolled;
  return { scrolled };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("holdFragmentTarget", () => {
  it("puts the target back on each change of size until the visitor scrolls by hand", () => {
    const { scrolled } = setUp("#pricing");
    const stop = holdFragmentTarget(document);
    const observer = FakeResizeObserver.instances[0]!;
    expect(observer.observed).toHaveLength(4); // the root, both sections, the footer
    observer.resize();
    expect(scrolled).toHaveBeenLastCalledWith({ block: "start", behavior: "instant" });
    window.dispatchEvent(new Event("wheel"));
    observer.resize();
    expect(scrolled).toHaveBeenCalledTimes(1);
    stop();
  });

  it("stops after its time", () => {
    vi.useFakeTimers();
    const { scrolled } = setUp("#pricing");
    holdFragmentTarget(document, 1_000);
    vi.advanceTimersByTime(1_000);
    FakeResizeObserver.instances[0]!.resize();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("does nothing without a fragment or a target", () => {
    setUp("");
    holdFragmentTarget(document);
    setUp("#nowhere");
    holdFragmentTarget(document);
    expect(FakeResizeObserver.instances).toHaveLength(0);
  });
});
