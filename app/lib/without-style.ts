import { useLayoutEffect } from "react";

/** ID-reference attributes that React Aria's slider thumbs render as "" when nothing is named. */
const ID_REFERENCES = ["aria-describedby", "aria-details"] as const;

/**
 * React Aria's props fit for the page's HTML: without their inline style (the CSP allows no
 * style attributes, so the kit's widgets position their parts with classes and custom properties
 * instead), and without an empty ID reference (`aria-describedby=""` is invalid HTML).
 */
export function withoutStyle<T extends { style?: unknown }>(props: T): Omit<T, "style"> {
  const copy: Record<string, unknown> = { ...props };
  delete copy.style;
  for (const name of ID_REFERENCES) if (copy[name] === "") delete copy[name];
  return copy as Omit<T, "style">;
}

/** A layout effect in the browser; nothing while prerendering (React warns about it there). */
export const useIsomorphicLayoutEffect =
  typeof document === "undefined" ? () => {} : useLayoutEffect;
