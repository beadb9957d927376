/**
 * The one renderer of content: a page's sections in file order, each drawn by the component its
 * route module imported for it, with the parts a section names (`aside: { part: PhoneSpread, … }`)
 * drawn in place. Every content page draws through it: the generated route modules of company
 * and template pages, and the pages with logic of their own (/labs, /search, /thank-you,
 * /coming-soon, the not-found page). Kept apart from the template pages' meta and handle
 * (./render.tsx), so a company page's chunk carries only this.
 */
import type { ComponentType } from "react";

import type { SectionEntry } from "./page";

/** The components of the sections a page names, by "Name" or "Name.variant", and its parts. */
export type SectionComponents = Readonly<Record<string, ComponentType<never>>>;

/**
 * `value` with every part (`{ part: PhoneSpread, …fields }`) replaced by that component drawn with
 * its fields: what a section shows in a slot of its own (a hero's aside, a banner's extra).
 */
export function withParts(value: unknown, components: SectionComponents, where: string): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => withParts(item, components, where));
  // Only the file's own data: an icon put in place (a component) is left as it is.
  if (value === null || typeof value !== "object" || "$$typeof" in value) return value;
  const { part, ...fields } = value as { part?: unknown } & Record<string, unknown>;
  const entries = Object.entries(fields).map(([key, item]) => [
    key,
    withParts(item, components, where),
  ]);
  if (typeof part !== "string") return Object.fromEntries(entries);
  const Part = components[part] as ComponentType<Record<string, unknown>> | undefined;
  if (!Part) throw new Error(`${where}: no component for part ${part}`);
  return <Part {...Object.fromEntries(entries)} />;
}

export interface SectionsProps {
  /** The page's sections as the build checked them (or as its own logic adjusted them). */
  sections: readonly SectionEntry[];
  components: SectionComponents;
  /** The page's path, for messages. */
  where: string;
}

export function Sections({ sections, components, where }: SectionsProps) {
  const drawn = sections.map(({ section, variant, ...fields }, index) => {
    const name = variant ? `${section}.${variant}` : section;
    const Section = components[name] as ComponentType<Record<string, unknown>> | undefined;
    if (!Section) throw new Error(`${where}: no component for section ${name}`);
    const props = withParts(fields, components, where) as Record<string, unknown>;
    return <Section key={`${name}-${String(fields.id ?? index)}`} {...props} />;
  });
  // A page of one section renders it alone, not in a list: React's ids (useId) follow the
  // tree's shape.
  return drawn.length === 1 ? drawn[0] : drawn;
}
