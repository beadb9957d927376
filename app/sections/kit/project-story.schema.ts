/**
 * What the template kit's project story (kit/project-story.tsx) takes from a content file: the
 * project's facts and story blocks in the page's words, pictures for the sticky layout, and the
 * project it tells (`project: <slug>`), whose tags are joined at build time from the projects
 * collection (./project-card.schema.ts). Other facts of the project are written as values,
 * e.g. {{portfolio.saltmarsh-coffee.client}}.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import { pickProjects, portfolioProjects } from "./project-card.schema";
import type { ProjectStoryProps } from "./project-story";

const projectSlugs = portfolioProjects.map((project) => project.slug) as [string, ...string[]];

export const projectStorySchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  /** The project told; its tags show under the story. */
  project: z.optional(
    z.enum(projectSlugs, `name one of the projects by its slug: ${projectSlugs.join(", ")}`),
  ),
  facts: z.array(z.strictObject({ label: text(1, 40), value: text(1, 120) })),
  blocks: z.array(z.strictObject({ title: text(1, 80), text: text(1, 600) })),
  layout: z.optional(z.enum(["stacked", "sticky"], "use stacked or sticky")),
  images: z.optional(z.array(kitArt)),
  tone: kitTone,
  anchor: kitAnchor,
});

/** The story's props: with a `project`, its tags from the collection. */
export const projectStoryProps = ({
  project,
  ...fields
}: z.infer<typeof projectStorySchema>): IconNamed<ProjectStoryProps> =>
  project === undefined ? fields : { ...fields, tags: pickProjects([project])[0]!.tags };
