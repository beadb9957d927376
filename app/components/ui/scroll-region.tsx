import type { ReactNode } from "react";

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * A box that scrolls sideways when what it holds (a wide table) is wider than the screen. It is
 * in the tab order so keyboard users can scroll it (axe: scrollable-region-focusable), and a named
 * region so screen readers say what they reached. Its class includes the `scroll-region` mixin
 * (styles/_tokens.scss).
 */
export function ScrollRegion({
  className,
  children,
  ...name
}: Name & { className: string; children: ReactNode }) {
  return (
    <div
      className={className}
      role="region"
      aria-label={name.label}
      aria-labelledby={name.labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
