import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { pickProjects, projectsField } from "~/content/templates/portfolio/projects";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitIntro, kitLink, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import { KitActions, KitSection } from "./section";

import "~/styles/kit/_rows.scss";

const frame = z.enum(["browser", "tablet"], "use browser or tablet");

/** One picture-and-text row (also a tab's or an accordion item's panel). */
export const kitMediaRow = z
  .strictObject({
    eyebrow: z.optional(text(1, 60).check(z.describe("Short label above the row's title"))),
    title: text(1, 140).check(z.describe("The row's heading")),
    text: text(1, 600).check(z.describe("A few sentences under the heading")),
    points: z.optional(
      z
        .array(text(1, 120).check(z.describe("One point, a short line")))
        .check(z.describe("Ticked points under the text")),
    ),
    art: kitArt,
    link: z.optional(kitLink.check(z.describe("A link under the text"))),
    tags: z.optional(
      z
        .array(text(1, 40).check(z.describe("One tag, a word or two")))
        .check(z.describe("Short labels over the title (a project's services)")),
    ),
    frame: z.optional(
      frame.check(z.describe("Show the picture as a screen in a drawn browser window or tablet")),
    ),
  })
  .check(z.describe("A picture beside a title, text, points and a link"));

export type MediaRow = Drawn<Fields<typeof kitMediaRow>>;

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

/**
 * The template kit's alternating rows as a content file writes them: rows of text beside a drawn
 * picture, the sides swapping row by row. The rows are written out (`rows`), or are projects of
 * the projects collection (`fromProjects`, ./project-card.schema.ts) joined at build time: each
 * project's title, summary, tags, picture and page, with an eyebrow and a link label the file
 * words with the project's fields ("{category} · {year}").
 */
export const schema = z
  .strictObject({
    id: headingId,
    heading: kitIntro,
    rows: z.optional(
      z
        .array(kitMediaRow)
        .check(
          z.minLength(1, "list the rows"),
          z.describe("The rows, top to bottom; or leave them out and give fromProjects"),
        ),
    ),
    fromProjects: z.optional(
      z
        .strictObject({
          projects: projectsField,
          eyebrow: z.optional(
            projectWording(60).check(z.describe("Over each title, e.g. {category} · {year}")),
          ),
          link: projectWording(80).check(
            z.describe("The link to the project's page, e.g. Read about {title}"),
          ),
          frames: z.optional(
            z
              .array(frame)
              .check(z.minLength(1), z.describe("The pictures' device frames, in turn row by row")),
          ),
        })
        .check(z.describe("A row for each of the portfolio's projects named, instead of rows")),
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

/**
 * The rows' props: the written rows, or a row for each project named. (It takes the checked
 * fields as zod gives them: pickProjects takes the projects' list as checked.)
 */
export function resolve({ rows = [], fromProjects, ...fields }: z.output<typeof schema>): Omit<
  Fields<typeof schema>,
  "rows" | "fromProjects"
> & {
  rows: readonly Fields<typeof kitMediaRow>[];
} {
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

export type AlternatingRowsProps = Drawn<ReturnType<typeof resolve>>;

/** Picture and text side by side, the picture switching sides on each row. */
export function AlternatingRows({ id, heading, rows, tone, anchor }: AlternatingRowsProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <div className="kit-rows">
        {rows.map((row) => (
          <MediaRowView key={row.title} row={row} />
        ))}
      </div>
    </KitSection>
  );
}

/** One picture-and-text row (also the panel of tabbed and accordion showcases). */
export function MediaRowView({ row, titleLevel = 3 }: { row: MediaRow; titleLevel?: 3 | 4 }) {
  const Title = titleLevel === 3 ? "h3" : "h4";
  return (
    <div className="kit-row">
      <div className={cx("kit-row-media", row.frame && `kit-frame kit-frame-${row.frame}`)}>
        {row.frame === "browser" && (
          <span className="kit-frame-bar" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        )}
        <Artwork {...row.art} ratio={row.frame === "browser" ? "16:9" : "4:3"} width={640} />
      </div>
      <div className="kit-row-text">
        {row.tags && (
          <ul className="kit-tags" aria-label="Tags">
            {row.tags.map((tag) => (
              <li key={tag} className="kit-tag">
                {tag}
              </li>
            ))}
          </ul>
        )}
        {row.eyebrow && <p className="kit-eyebrow">{row.eyebrow}</p>}
        <Title className="kit-row-title">{row.title}</Title>
        <p className="kit-muted">{row.text}</p>
        {row.points && (
          <ul className="kit-checks">
            {row.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        {row.link && <KitActions links={[row.link]} />}
      </div>
    </div>
  );
}
