import type { LucideIcon } from "lucide-react";

import { type IconName, iconPaths as paths } from "./icon-paths";

export type { IconName };

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Rendered width and height in px. */
  size?: number;
  className?: string;
  /** Accessible name; omit for decorative icons (hidden from assistive technology). */
  title?: string;
}

export function Icon({ name, size = 24, className, title }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    >
      <path d={paths[name]} />
    </svg>
  );
}

export interface GlyphProps extends Omit<IconProps, "name"> {
  /** A Lucide icon, imported per icon (`lucide-react/icons/<name>`). */
  icon: LucideIcon;
}

/** Draws a Lucide icon with the site's stroke, sized, decorative unless it has a title. */
export function Glyph({ icon: Drawn, size = 24, className, title }: GlyphProps) {
  return (
    <Drawn
      className={className ? `icon ${className}` : "icon"}
      size={size}
      strokeWidth={1.75}
      focusable="false"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    />
  );
}
