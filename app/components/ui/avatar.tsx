import "~/styles/sections/_team-grid.scss";

/**
 * A generated initials avatar: no photo to download, the same colour for the same name on
 * every build. Decorative (aria-hidden): the person's name is always shown beside it.
 */

/**
 * Background colours for the avatar. White initials on each one contrast at 4.5:1 or more
 * (lowest: #0a5cc2 at 6.4:1), so every avatar meets WCAG AA for its text.
 */
export const AVATAR_PALETTE = [
  "#0a5cc2", // blue
  "#1b2942", // navy
  "#0f766e", // teal
  "#6d28d9", // violet
  "#9f1239", // rose
  "#92400e", // amber
  "#166534", // green
  "#374151", // slate
] as const;

/** Up to two initials: first and last word of the name, upper-case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** A stable colour for a name (FNV-1a hash of its characters, modulo the palette). */
export function avatarColor(name: string): (typeof AVATAR_PALETTE)[number] {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length] ?? AVATAR_PALETTE[0];
}

export interface AvatarProps {
  /** The person's full name: the initials and the colour derive from it. */
  name: string;
  /** Rendered width and height in px. */
  size?: number;
  className?: string;
}

export function Avatar({ name, size = 64, className }: AvatarProps) {
  return (
    <svg
      className={className ? `avatar ${className}` : "avatar"}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" fill={avatarColor(name)} />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="24"
        fontWeight="700"
        letterSpacing="0.5"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
