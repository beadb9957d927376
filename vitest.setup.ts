import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

/** An observer that is never told of anything. */
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

// What jsdom lacks and the site's header, carousels (Embla) and autoplay use, the same for every
// file whatever ran before it in the worker: observers that never report, and a matchMedia whose
// queries never match. A test that needs another stubs its own (vi.stubGlobal), put back after it.
// (A file of this project may ask for Node alone: `// @vitest-environment node`.)
if (typeof window !== "undefined") {
  window.IntersectionObserver ??= NoObserver as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
