/**
 * How a content page renders: its sections in file order, each by the component its generated
 * route module (app/content-routes.ts) imported for it, and its meta from the frontmatter.
 */
import type { ComponentType } from "react";

import { pageMeta } from "~/lib/meta";

import type { ContentPage } from "./page";

/** The route's `meta`: title, description, canonical, social cards and structured data. */
export function contentMeta(page: ContentPage) {
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    noindex: page.noindex,
    jsonLd: page.jsonLd,
  });
}

export interface ContentSectionsProps {
  page: ContentPage;
  /** The components of the sections the page names, by name. */
  components: Record<string, ComponentType<never>>;
}

export function ContentSections({ page, components }: ContentSectionsProps) {
  return (
    <>
      {page.sections.map(({ section, ...fields }, index) => {
        const Section = components[section] as ComponentType<Record<string, unknown>> | undefined;
        if (!Section) throw new Error(`${page.path}: no component for section ${section}`);
        return <Section key={`${section}-${String(fields.id ?? index)}`} {...fields} />;
      })}
    </>
  );
}
