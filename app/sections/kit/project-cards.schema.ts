/**
 * What the template kit's project cards (kit/project-cards.tsx) take from a content file: a
 * heading and the projects shown (slugs, or `all`), joined at build time from the projects
 * collection (./project-card.schema.ts).
 */
import * as z from "zod/mini";

import { elementId } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import { projectLook } from "./project-browser.schema";
import { projectsField, withProjects } from "./project-card.schema";
import type { ProjectCardsProps } from "./project-cards";

export const projectCardsSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  projects: projectsField,
  look: projectLook,
  tone: kitTone,
  anchor: kitAnchor,
});

/** The cards' props: the projects they name, from the collection. */
export const projectCardsProps = (
  fields: z.infer<typeof projectCardsSchema>,
): IconNamed<ProjectCardsProps> => withProjects(fields);
