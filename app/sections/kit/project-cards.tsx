import * as z from "zod/mini";

import { projectsField, withProjects } from "~/content/templates/portfolio/projects";
import { headingId } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { ProjectCard, projectLook } from "./project-card";
import { KitSection } from "./section";

/**
 * What a content file gives the project cards: a heading and the projects shown (slugs, or
 * `all`), joined at build time from the projects collection (./project-card.tsx).
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  projects: projectsField,
  look: projectLook,
  tone: kitTone,
  anchor: kitAnchor,
});

/** The cards' props: the projects they name, from the collection. */
export const resolve = (fields: Fields<typeof schema>) => withProjects(fields);

export type ProjectCardsProps = Drawn<ReturnType<typeof resolve>>;

/** A few projects as cards: "more projects", "next projects", selected work. */
export function ProjectCards({ id, heading, projects, look, tone, anchor }: ProjectCardsProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <ul className="kit-grid kit-grid-3 kit-projects">
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} look={look} />
          </li>
        ))}
      </ul>
    </KitSection>
  );
}
