/**
 * The sample studio's projects (kit/project-card.tsx's Project): one YAML collection,
 * content/templates/portfolio/projects.yaml (app/content-collections.ts, its schema
 * app/content/templates/portfolio/projects.schema.ts), that the portfolio template pages'
 * sections name (`projects: all`, or slugs) and join at build time, so each fact about a
 * project is written once. Also the values `{{portfolio.<slug>.<field>}}` (app/lib/content/variables.ts).
 */
import type * as z from "zod/mini";

import { portfolioProjects } from "~/content/templates/portfolio/projects";
import { entriesField, pickEntries } from "~/lib/content/vocab/collection";

export { portfolioProjects };

/** Which projects a section shows: `all`, or their slugs in the order shown. */
export const projectsField = entriesField(
  portfolioProjects.map((project) => project.slug),
  "projects",
);

/** The projects a checked `projectsField` names. */
export const pickProjects = (chosen: z.infer<typeof projectsField>) =>
  pickEntries(portfolioProjects, chosen);

/** A section's fields with the projects its `projects` names in their place. */
export const withProjects = <T extends { projects: z.infer<typeof projectsField> }>({
  projects,
  ...fields
}: T) => ({ ...fields, projects: pickProjects(projects) });
