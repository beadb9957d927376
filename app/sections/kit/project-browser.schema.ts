/**
 * What the template kit's project browser (kit/project-browser.tsx) takes from a content file:
 * its heading, filters and paging, and which projects it lists (`all`, or slugs), joined at build
 * time from the projects collection (./project-card.schema.ts). The filters' choices follow the
 * projects.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { ProjectBrowserProps } from "./project-browser";
import { projectsField, withProjects } from "./project-card.schema";

/** A card's look: text under the picture, or the summary over it on hover and focus. */
export const projectLook = z.optional(z.enum(["plain", "overlay"], "use plain or overlay"));

export const projectBrowserSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  projects: projectsField,
  filters: z.array(
    z.strictObject({
      key: z.enum(["category", "industry"], "filter by category or industry"),
      label: text(1, 40),
      allLabel: text(1, 40),
    }),
  ),
  filterStyle: z.optional(z.enum(["pills", "selects"], "use pills or selects")),
  paging: z.enum(["pages", "more"], "use pages or more"),
  perPage: z.number("write how many projects a page shows").check(z.int(), z.gte(1)),
  look: projectLook,
  tone: kitTone,
  anchor: kitAnchor,
});

/** The browser's props: the projects it names, from the collection. */
export const projectBrowserProps = (
  fields: z.infer<typeof projectBrowserSchema>,
): IconNamed<ProjectBrowserProps> => withProjects(fields);
