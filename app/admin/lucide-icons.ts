/**
 * Lucide's icons as data, for the icon picker (./icon-picker.ts): each icon's kebab-case name
 * (what a content file writes), its other names, and its drawing (`node`), read from the icon
 * modules of the installed lucide-react, the very files the build's check looks a name up in
 * (app/lib/content/vocab/kit-fields.ts). The picker imports this module on demand, as a chunk of
 * its own: it is nearly all of the picker's weight.
 */
import type { LucideIconData } from "lucide-react";

/** An icon the picker offers: its name, its other names and its drawing. */
export interface LucideEntry {
  name: string;
  aliases: readonly string[];
  node: LucideIconData["node"];
}

// Each icon's own module exports `__iconData`; an alias's module only re-exports the icon.
const modules = import.meta.glob<{ __iconData?: LucideIconData }>("./*.mjs", {
  base: "../../node_modules/lucide-react/dist/esm/icons",
  eager: true,
});

/** Every Lucide icon, sorted by name. */
export const LUCIDE_ICONS: readonly LucideEntry[] = Object.values(modules)
  .flatMap(({ __iconData: data }) =>
    data?.name ? [{ name: data.name, aliases: data.aliases ?? [], node: data.node }] : [],
  )
  .sort((a, b) => (a.name < b.name ? -1 : 1));

/** Each icon by its name and by each of its aliases (a file may write either). */
export const LUCIDE_BY_NAME: ReadonlyMap<string, LucideEntry> = new Map(
  LUCIDE_ICONS.flatMap((icon) => [icon.name, ...icon.aliases].map((name) => [name, icon] as const)),
);
