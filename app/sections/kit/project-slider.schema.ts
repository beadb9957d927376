/**
 * What the template kit's full-screen project slider (kit/project-slider.tsx) takes from a
 * content file: its h1, a line under it and the projects it shows (slugs, or `all`), joined at
 * build time from the projects collection (./project-card.schema.ts).
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";

import { projectsField, withProjects } from "./project-card.schema";
import type { ProjectSliderProps } from "./project-slider";

export const projectSliderSchema = z.strictObject({
  title: text(1, 140),
  intro: z.optional(text(1, 300)),
  projects: projectsField,
});

/** The slider's props: the projects it names, from the collection. */
export const projectSliderProps = (
  fields: z.infer<typeof projectSliderSchema>,
): IconNamed<ProjectSliderProps> => withProjects(fields);
