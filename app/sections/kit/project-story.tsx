import { type Art, Artwork } from "~/components/kit/artwork";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_projects.scss";

/** A fact about the project: "Client" -> "Saltmarsh Coffee". */
export interface ProjectFact {
  label: string;
  value: string;
}

/** A part of the project's story: the client, the challenge, the solution. */
export interface StoryBlock {
  title: string;
  text: string;
}

export interface ProjectStoryProps {
  id: string;
  heading: KitIntro;
  facts: readonly ProjectFact[];
  blocks: readonly StoryBlock[];
  tags?: readonly string[];
  /**
   * stacked: facts in a row over the blocks in columns; sticky: the `images` in a column, with
   * the facts and blocks beside them, staying in view while the images scroll by (from lg up).
   */
  layout?: "stacked" | "sticky";
  images?: readonly Art[];
  tone?: Tone;
  anchor?: string;
}

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
