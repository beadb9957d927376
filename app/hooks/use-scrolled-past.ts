import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/**
 * True once the window has scrolled further than `thresholdPx`. Re-renders only when the
 * answer changes; false during prerender and hydration.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > thresholdPx,
    () => false,
  );
}
