/**
 * How a content page renders: its sections in file order, each by the component its generated
 * route module (app/content-routes.ts) imported for it, and its meta from the frontmatter.
 */
import type { LucideIcon } from "lucide-react";
import { type ComponentType, createElement } from "react";

import { pageMeta } from "~/lib/meta";
import { templateHandle, templateMeta } from "~/lib/template-page";

import { withIcons } from "./icons";
import type { ContentPage } from "./page";
import type { PartName } from "./parts";

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

/** The components of the parts a page names (app/lib/content/parts.ts), by name. */
export type PartComponents = Partial<Record<PartName, ComponentType<never>>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;

/** `value` with every part's data (`{ part: SampleForm, …props }`) replaced by its element. */
export function withParts(value: unknown, parts: PartComponents): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => withParts(item, parts));
  if (!isPlainObject(value)) return value;
  const { part, ...props } = value;
  const Part = typeof part === "string" ? parts[part as PartName] : undefined;
  if (Part) return createElement(Part as ComponentType<Record<string, unknown>>, props);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withParts(item, parts)]),
  );
}

export interface ContentSectionsProps {
  page: ContentPage;
  /** The components of the sections the page names, by name. */
  components: Record<string, ComponentType<never>>;
  /** The Lucide icons the page names (template pages), put where their names are. */
  icons?: Readonly<Record<string, LucideIcon>>;
  /** The parts the page's sections draw, put where their data is. */
  parts?: PartComponents;
}

export function ContentSections({ page, components, icons, parts }: ContentSectionsProps) {
  return (
    <>
      {page.sections.map(({ section, variant, ...fields }, index) => {
        const name = sectionKey(section, variant);
        const Section = components[name] as ComponentType<Record<string, unknown>> | undefined;
        if (!Section) throw new Error(`${page.path}: no component for section ${name}`);
        const named = icons ? withIcons(fields, icons) : fields;
        const props = parts ? (withParts(named, parts) as typeof named) : named;
        return <Section key={`${section}-${String(fields.id ?? index)}`} {...props} />;
      })}
    </>
  );
}
