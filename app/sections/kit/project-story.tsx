import * as z from "zod/mini";

import { Artwork } from "~/components/kit/artwork";
import { pickProjects, portfolioProjects } from "~/content/templates/portfolio/projects";
import { headingId, labelledValue, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Drawn, Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_projects.scss";

const projectSlugs = portfolioProjects.map((project) => project.slug) as [string, ...string[]];

/**
 * What a content file gives the project story: the project's facts and story blocks in the
 * page's words, pictures for the sticky layout, and the project it tells (`project: <slug>`),
 * whose tags are joined at build time from the projects collection (./project-card.tsx). Other
 * facts of the project are written as values, e.g. {{portfolio.saltmarsh-coffee.client}}.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  project: z.optional(
    z
      .enum(projectSlugs, `name one of the projects by its slug: ${projectSlugs.join(", ")}`)
      .check(z.describe("The project told; its tags show under the story")),
  ),
  facts: z
    .array(labelledValue(40, 120))
    .check(z.describe('Facts about the project: "Client", "Saltmarsh Coffee"')),
  blocks: z
    .array(
      z
        .strictObject({
          title: text(1, 80).check(z.describe("The part's heading, e.g. The challenge")),
          text: text(1, 600).check(z.describe("The part's text")),
        })
        .check(z.describe("One part of the story")),
    )
    .check(z.describe("The parts of the story: the client, the challenge, the solution")),
  layout: z.optional(
    z
      .enum(["stacked", "sticky"], "use stacked or sticky")
      .check(
        z.describe(
          "stacked: facts over the blocks; sticky: the images in a column, the text staying beside them",
        ),
      ),
  ),
  images: z.optional(z.array(kitArt).check(z.describe("The pictures of the sticky layout"))),
  tone: kitTone,
  anchor: kitAnchor,
});

type Written = Fields<typeof schema>;

/** The story's props: with a `project`, its tags from the collection. */
export const resolve = ({
  project,
  ...fields
}: Written): Omit<Written, "project"> & { tags?: readonly string[] } =>
  project === undefined ? fields : { ...fields, tags: pickProjects([project])[0]!.tags };

export type ProjectStoryProps = Drawn<ReturnType<typeof resolve>>;

/** A project's facts (client, year, services, team) and its story, in two layouts. */
export function ProjectStory({
  id,
  heading,
  facts,
  blocks,
  tags = [],
  layout = "stacked",
  images = [],
  tone,
  anchor,
}: ProjectStoryProps) {
  const text = (
    <>
      <dl className="kit-facts kit-card">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="kit-story-blocks">
        {blocks.map((block) => (
          <div key={block.title}>
            <h3>{block.title}</h3>
            <p className="kit-muted">{block.text}</p>
          </div>
        ))}
      </div>
      {tags.length > 0 && (
        <ul className="kit-tags kit-story-tags" aria-label="Services">
          {tags.map((tag) => (
            <li key={tag} className="kit-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </>
  );
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor} align="start">
      {layout === "sticky" ? (
        <div className="kit-story-sticky">
          <ul className="kit-story-images">
            {images.map((art) => (
              <li key={art.seed}>
                <Artwork {...art} ratio="4:3" width={760} />
              </li>
            ))}
          </ul>
          <div className="kit-story-side">{text}</div>
        </div>
      ) : (
        text
      )}
    </KitSection>
  );
}
