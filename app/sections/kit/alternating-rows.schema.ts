/**
 * What the template kit's alternating rows (kit/alternating-rows.tsx) take from a content file:
 * rows of text beside a drawn picture, the sides swapping row by row. The rows are written out
 * (`rows`), or are projects of the projects collection (`fromProjects`, ./project-card.schema.ts)
 * joined at build time: each project's title, summary, tags, picture and page, with an eyebrow and
 * a link label the file words with the project's fields ("{category} · {year}").
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitArt, kitIntro, kitLink, kitTone } from "~/lib/content/vocab/kit-fields";

import type { AlternatingRowsProps } from "./alternating-rows";
import { pickProjects, projectsField } from "./project-card";

const frame = z.enum(["browser", "tablet"], "use browser or tablet");

/** One picture-and-text row (also a tab's or an accordion item's panel). */
export const kitMediaRow = z.strictObject({
  eyebrow: z.optional(text(1, 60)),
  title: text(1, 140),
  text: text(1, 600),
  points: z.optional(z.array(text(1, 120))),
  art: kitArt,
  link: z.optional(kitLink),
  tags: z.optional(z.array(text(1, 40))),
  frame: z.optional(frame),
});

/** The project fields a row's wording may name, as {field}. */
const PROJECT_FIELDS = ["title", "client", "category", "industry", "year"] as const;

type ProjectField = (typeof PROJECT_FIELDS)[number];

/** Text that may name the project's fields as {field}, and names no other. */
const projectWording = (max: number) =>
  text(1, max).check(
    z.refine(
      (wording) =>
        [...wording.matchAll(/\{(\w+)\}/g)].every(([, name]) =>
          (PROJECT_FIELDS as readonly string[]).includes(name ?? ""),
        ),
      `name only the project's ${PROJECT_FIELDS.map((name) => `{${name}}`).join(", ")}`,
    ),
  );

export const alternatingRowsSchema = z
  .strictObject({
    id: elementId,
    heading: kitIntro,
    rows: z.optional(z.array(kitMediaRow).check(z.minLength(1, "list the rows"))),
    fromProjects: z.optional(
      z.strictObject({
        projects: projectsField,
        /** Over each title, e.g. "{category} · {year}". */
        eyebrow: z.optional(projectWording(60)),
        /** The link to the project's page, e.g. "Read about {title}". */
        link: projectWording(80),
        /** The pictures' device frames, in turn row by row. */
        frames: z.optional(z.array(frame).check(z.minLength(1))),
      }),
    ),
    tone: kitTone,
    anchor: kitAnchor,
  })
  .check(
    z.refine(
      (fields) => (fields.rows === undefined) !== (fields.fromProjects === undefined),
      "give either rows or fromProjects",
    ),
  );

const fill = (wording: string, project: Record<ProjectField, string>) =>
  wording.replace(/\{(\w+)\}/g, (_, name: ProjectField) => project[name]);

/** The rows' props: the written rows, or a row for each project named. */
export function alternatingRowsProps({
  rows = [],
  fromProjects,
  ...fields
}: z.infer<typeof alternatingRowsSchema>): IconNamed<AlternatingRowsProps> {
  if (!fromProjects) return { ...fields, rows };
  const { eyebrow, link, frames } = fromProjects;
  return {
    ...fields,
    rows: pickProjects(fromProjects.projects).map((project, index) => ({
      ...(eyebrow === undefined ? {} : { eyebrow: fill(eyebrow, project) }),
      title: project.title,
      text: project.summary,
      tags: project.tags,
      art: project.art,
      ...(frames ? { frame: frames[index % frames.length] } : {}),
      link: { label: fill(link, project), href: project.href },
    })),
  };
}
