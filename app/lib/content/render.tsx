/**
 * How a template page renders: its meta and handle from its data, its sections by the one
 * renderer (./sections-view.tsx) with its Lucide icons in place.
 */
import type { LucideIcon } from "lucide-react";

import { pageMeta } from "~/lib/meta";
import { templateHandle, templateMeta } from "~/lib/template-page";

import { withIcons } from "./icons";
import type { ContentPage } from "./page";
import { type SectionComponents, Sections } from "./sections-view";

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

export interface ContentSectionsProps {
  page: ContentPage;
  /** The components of the sections the page names, by name. */
  components: SectionComponents;
  /** The Lucide icons the page names (template pages), put where their names are. */
  icons?: Readonly<Record<string, LucideIcon>>;
}

/** A template page's sections, its icons put in place, drawn by the one renderer. */
export function ContentSections({ page, components, icons }: ContentSectionsProps) {
  const sections = icons ? withIcons(page.sections, icons) : page.sections;
  return <Sections sections={sections} components={components} where={page.path} />;
}
