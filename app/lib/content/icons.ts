/**
 * Lucide icons in template content files: a file names an icon (`icon: mail`, an artwork's
 * `motif: umbrella`), and so may the collection entries a page joins (a project's picture). The
 * page's generated route module (app/content-routes.ts) imports the page file's `?icons` module
 * (vite.content.ts), which imports exactly the icons the page's checked and joined data names
 * (`lucide-react/icons/<name>`), and hands them to ContentSections, which puts each component
 * where its name was. So a page's JS holds only the icons it draws, each the very
 * module a TypeScript page imported, and the SVG markup is Lucide's own, unchanged.
 *
 * Chosen over compiling each name to Lucide's icon data at build (`__iconData`, drawn by its
 * `Icon` from `lucide-react/dist/esm/Icon.mjs`): that puts the same paths in the page's data, but
 * needs a second drawing component beside Glyph and a deep import of Lucide's internals, for no
 * saving: an icon module is its data plus one createLucideIcon call.
 */
import type { LucideIcon } from "lucide-react";

import { ICON_FIELDS, LUCIDE_NAME } from "./vocab/icon-names.ts";

const isIconField = (key: string) => (ICON_FIELDS as readonly string[]).includes(key);

/** Every icon name a page's data uses, sorted (what its route module imports). */
export function iconNames(value: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(value)) {
    for (const item of value) iconNames(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (isIconField(key) && typeof item === "string" && LUCIDE_NAME.test(item)) found.add(item);
      else iconNames(item, found);
    }
  }
  return [...found].sort();
}

/** `value` with every icon name replaced by its component from `icons`. */
export function withIcons<T>(value: T, icons: Readonly<Record<string, LucideIcon>>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withIcons(item, icons)) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isIconField(key) && typeof item === "string" && icons[item]
        ? icons[item]
        : withIcons(item, icons),
    ]),
  ) as T;
}

/** "shield-check" → "IconShieldCheck": the local name of an imported Lucide icon. */
const iconLocal = (name: string) =>
  `Icon${name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase())}`;

/** The module of a page's icons: each Lucide icon its data names, imported once, by name. */
export function iconModuleSource(value: unknown): string {
  const names = iconNames(value);
  return [
    ...names.map((name) => `import ${iconLocal(name)} from "lucide-react/icons/${name}";`),
    `export default { ${names.map((name) => `"${name}": ${iconLocal(name)}`).join(", ")} };`,
    ``,
  ].join("\n");
}
