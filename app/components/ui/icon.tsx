import type { LucideIcon } from "lucide-react";

export interface GlyphProps {
  /**
   * A Lucide icon, imported per icon (`import ShieldCheck from "lucide-react/icons/shield-check"`)
   * by the content module or section that shows it, so a page bundles only the icons it draws.
   * There is deliberately no name → icon map: one would put every icon in every page's JS
   * (decision 0009).
   */
  icon: LucideIcon;
  /** Rendered width and height in px. */
  size?: number;
  className?: string;
  /** Accessible name; omit for decorative icons (hidden from assistive technology). */
  title?: string;
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
