/**
 * The sample studio's projects (kit/project-card.tsx's Project): one YAML collection,
 * content/templates/portfolio/projects.yaml, that the portfolio template pages' sections name
 * (`projects: all`, or slugs) and join at build time, so each fact about a project is written
 * once. Also the values `{{portfolio.<slug>.<field>}}` (app/lib/content/variables.ts).
 */
import * as z from "zod/mini";

import { entriesField, pickEntries, readCollection } from "~/lib/content/collection";
import { href, text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import { kitArt } from "~/lib/content/kit-fields";

import type { Project } from "./project-card";

export const kitProject = z.strictObject({
  slug: z
    .string("write the slug as text")
    .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "write the slug in kebab-case")),
  title: text(1, 80),
  client: text(1, 80),
  /** Kind of work; a filter's value. */
  category: text(1, 40),
  /** The client's industry; a filter's value. */
  industry: text(1, 40),
  year: z
    .string('write the year in quotes, e.g. "2026"')
    .check(z.regex(/^\d{4}$/, 'write the year in quotes, e.g. "2026"')),
  tags: z.array(text(1, 40)),
  summary: text(1, 300),
  art: kitArt,
  /** The project's page. */
  href,
});

export const PORTFOLIO_PROJECTS_FILE = "content/templates/portfolio/projects.yaml";

/** Every project of the collection, in its order, each icon by its Lucide name. */
export const portfolioProjects: IconNamed<Project>[] = readCollection(
  PORTFOLIO_PROJECTS_FILE,
  kitProject,
);

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
