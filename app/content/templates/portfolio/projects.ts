/**
 * The sample studio's projects, written in content/templates/portfolio/projects.yaml and checked
 * against ./projects.schema.ts at build (content.config.ts), which writes them as
 * generated/portfolio-projects.ts: the portfolio template pages' sections name them
 * (`projects: all`, or slugs) and join them at build time (their `resolve`), so each fact about
 * a project is written once. Also the values `{{portfolio.<slug>.<field>}}`
 * (app/lib/content/variables.ts).
 */
import { entriesField, pickEntries } from "~/lib/content/vocab/collection";
import type { Fields } from "~/lib/content/vocab/section";

import { portfolioProjects as projects } from "../../generated/portfolio-projects";
import type { PortfolioProjects } from "./projects.schema";

export const portfolioProjects: PortfolioProjects = projects;

/** Which projects a section shows: `all`, or their slugs in the order shown. */
export const projectsField = entriesField(
  portfolioProjects.map((project) => project.slug),
  "projects",
);

/** The projects a checked `projectsField` names. */
export const pickProjects = (chosen: Fields<typeof projectsField>) =>
  pickEntries(portfolioProjects, chosen);

/** A section's fields with the projects its `projects` names in their place. */
export const withProjects = <T extends { projects: Fields<typeof projectsField> }>({
  projects,
  ...fields
}: T) => ({ ...fields, projects: pickProjects(projects) });
