import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asks for reduced motion, read now: for event handlers (a carousel's move
 * jumps instead of animating). A render's `useReducedMotion()` is false until hydration is
 * done, and a visitor's first press can come before that.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(QUERY).matches;
}

/**
 * Whether the visitor asks for reduced motion, for rendering. False in the prerender and during
 * hydration (the HTML cannot know), the real answer from the next render on. Event handlers
 * use `prefersReducedMotion()`.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
