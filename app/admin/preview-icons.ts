/**
 * Lucide's icons by the kebab-case name content writes ("shield-check"), for the editor's
 * preview: an entry may name any icon as it is typed, so all of them are here (a page of the
 * site imports only those its data names, app/lib/content/icons.ts).
 */
import { icons as lucideIcons, type LucideIcon } from "lucide-react";

/** "shield-check" → "ShieldCheck": a kebab-case name as a component's. */
export const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

export const icons = new Proxy({} as Record<string, LucideIcon>, {
  get: (_, name) =>
    typeof name === "string" ? lucideIcons[pascal(name) as keyof typeof lucideIcons] : undefined,
});
