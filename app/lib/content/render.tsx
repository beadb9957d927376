/**
 * How a content page renders: its sections in file order, each by the component its generated
 * route module (app/content-routes.ts) imported for it, and its meta from the frontmatter.
 */
import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";

import { pageMeta } from "~/lib/meta";
import { templateHandle, templateMeta } from "~/lib/template-page";

import { withIcons } from "./icons";
import type { ContentPage } from "./page";

/**
 * The route's `meta`: title, description, canonical, social cards and structured data; a
 * template page's is noindex (app/lib/template-page.ts).
 */
export function contentMeta(page: ContentPage) {
  if (page.kind === "template") return templateMeta(page);
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    noindex: page.noindex,
    jsonLd: page.jsonLd,
  });
}

/** The route's `handle`: what a template page tells its layout (theme and sample brand). */
export function contentHandle(page: ContentPage) {
  return page.kind === "template" ? templateHandle(page) : undefined;
}

/** How a generated route module keys a section's component: "Hero", or "Hero.kit" for a variant. */
export const sectionKey = (section: string, variant?: string) =>
  variant ? `${section}.${variant}` : section;

export interface ContentSectionsProps {
  page: ContentPage;
  /** The components of the sections the page names, by name. */
  components: Record<string, ComponentType<never>>;
  /** The Lucide icons the page names (template pages), put where their names are. */
  icons?: Readonly<Record<string, LucideIcon>>;
}

/**
 * `value` with every part (`{ part: PhoneSpread, …fields }`) replaced by that component drawn with
 * its fields: what a section shows in a slot of its own (a hero's aside, a banner's extra).
 */
export function withParts(
  value: unknown,
  components: Readonly<Record<string, ComponentType<never>>>,
  where: string,
): unknown {
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

export function ContentSections({ page, components, icons }: ContentSectionsProps) {
  const sections = page.sections.map(({ section, variant, ...fields }, index) => {
    const name = sectionKey(section, variant);
    const Section = components[name] as ComponentType<Record<string, unknown>> | undefined;
    if (!Section) throw new Error(`${page.path}: no component for section ${name}`);
    const props = withParts(
      icons ? withIcons(fields, icons) : fields,
      components,
      page.path,
    ) as Record<string, unknown>;
    return <Section key={`${section}-${String(fields.id ?? index)}`} {...props} />;
  });
  // A page of one section renders it alone, not in a list: React's ids (useId) follow the
  // tree's shape, and a one-section page written in TypeScript returned its section directly.
  return sections.length === 1 ? sections[0] : <>{sections}</>;
}
