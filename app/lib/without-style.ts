import { useLayoutEffect } from "react";

/**
 * React Aria's props without their inline style: the CSP allows no style attributes, so the
 * kit's widgets position their parts with classes and custom properties instead.
 */
export function withoutStyle<T extends { style?: unknown }>(props: T): Omit<T, "style"> {
  const copy = { ...props };
  delete copy.style;
  return copy;
}

/** A layout effect in the browser; nothing while prerendering (React warns about it there). */
export const useIsomorphicLayoutEffect =
  typeof document === "undefined" ? () => {} : useLayoutEffect;
