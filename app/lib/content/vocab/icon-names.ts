/**
 * Icons as content files name them: the site's own icons (`icon: shield-check` on a company
 * page, drawn by components/ui/icon.tsx), and Lucide's on the template pages (`icon: mail`, an
 * artwork's `motif: umbrella`, put in place by ../icons.ts). Names only: the drawings belong to
 * the components, which import their names from here.
 */
import type { LucideIcon } from "lucide-react";

/**
 * The site's own icons, by name: what a company page's `icon` field may write. Each has its
 * drawing in components/ui/icon-paths.ts, which the compiler holds to this list both ways.
 */
export const ICON_NAMES = [
  "chevron-down",
  "arrow-up",
  "arrow-right",
  "menu",
  "close",
  "shield",
  "shield-check",
  "database",
  "cloud",
  "network",
  "key",
  "eye",
  "pulse",
  "document",
  "users",
  "building",
  "home",
  "clock",
  "check",
  "mail",
  "phone",
  "map-pin",
  "bolt",
  "lock",
  "server",
  "refresh",
  "chart",
  "search",
  "bell",
  "compass",
  "globe",
  "laptop",
  "flame",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The fields that hold a Lucide icon: a card's or logo's `icon`, an artwork's `motif`. */
export const ICON_FIELDS = ["icon", "motif"] as const;

/** How a content file writes a Lucide icon: its name in kebab-case ("shield-check"). */
export const LUCIDE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A section's props as a content file writes them: each Lucide icon by its name. */
export type IconNamed<T> = T extends LucideIcon
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? readonly IconNamed<U>[]
      : { [K in keyof T]: IconNamed<T[K]> };
