/**
 * What a template "page not found" opening (kit/not-found-hero.tsx) takes from a content file:
 * code, h1, lead, the ways on, and a drawn picture or a search. The search's pages are not
 * written in the file: they are every built template page of the catalogue
 * (app/content/templates/catalog.ts), joined at build time.
 */
import * as z from "zod/mini";

import { findableTemplatePages } from "~/content/templates/catalog";
import { actionLink, text } from "~/lib/content/vocab/fields";

import type { NotFoundHeroProps } from "./not-found-hero";

export const notFoundHeroSchema = z.strictObject({
  code: text(1, 40),
  title: text(1, 120),
  lead: text(1, 400),
  actions: z.optional(z.array(actionLink)),
  art: z.optional(
    z.strictObject({
      kind: z.enum(["orbit", "scene"], "use orbit or scene"),
      label: text(1, 200),
    }),
  ),
  search: z.optional(z.strictObject({ label: text(1, 80), placeholder: text(1, 80) })),
});

/** The opening's props: a search, if any, over every built template page. */
export function notFoundHeroProps({
  search,
  ...fields
}: z.infer<typeof notFoundHeroSchema>): NotFoundHeroProps {
  return search ? { ...fields, search: { ...search, pages: findableTemplatePages() } } : fields;
}
