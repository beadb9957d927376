import { type MetaDescriptor, useMatches } from "react-router";

import type { ThemeName } from "~/content/templates/themes";
import { pageMeta } from "~/lib/meta";

/** What a template page tells its layout: the theme and the sample brand it shows. */
export interface TemplateHandle {
  template: { theme: ThemeName; brand: string };
}

/** The identity every template content module starts with. */
export interface TemplatePage {
  /** URL path, e.g. "/landing/yoga". */
  path: string;
  /** Document title (the brand suffix is added) and description. */
  title: string;
  description: string;
  theme: ThemeName;
  /** The sample business the page presents. */
  brand: string;
}

export function isTemplateHandle(handle: unknown): handle is TemplateHandle {
  return typeof handle === "object" && handle !== null && "template" in handle;
}

/** A template page's `meta`: its own title and description, kept out of search results. */
export function templateMeta(page: TemplatePage): MetaDescriptor[] {
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    noindex: true,
  });
}

/** A template page's `handle`, read by the template layout. */
export function templateHandle(page: TemplatePage): TemplateHandle {
  return { template: { theme: page.theme, brand: page.brand } };
}

const FALLBACK: TemplateHandle["template"] = { theme: "template", brand: "Template" };

/** The theme and brand of the template page being shown (its route's handle). */
export function useTemplateHandle(): TemplateHandle["template"] {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isTemplateHandle)?.template ?? FALLBACK;
}
