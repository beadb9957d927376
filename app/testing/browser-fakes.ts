/** An observer that is never told of anything: jsdom has no IntersectionObserver nor ResizeObserver. */
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * What jsdom lacks and the site's header, carousels (Embla) and autoplay use: observers that
 * never report, and a matchMedia whose queries never match. Each is put in only where missing.
 */
export function installBrowserFakes() {
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
