import { Icon } from "~/components/ui/icon";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_story.scss";

export interface StoryProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro, aligned with the text column. */
  heading: SectionIntro;
  /** The story, one paragraph per entry, in reading order. */
  paragraphs: readonly string[];
  /** A dark callout beside the story, e.g. the mission. */
  callout: {
    /** The callout's h3. */
    title: string;
    /** The statement itself, shown large. */
    statement: string;
    /** What the statement means in practice, as a check list. */
    points: readonly string[];
  };
}

/** A long-form story in one column, with a highlighted statement (such as the mission) beside it. */
export function Story({ id, heading, paragraphs, callout }: StoryProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <div className="row gx-4 gy-5 gx-lg-5 align-items-start">
          <div className="col-lg-7">
            <SectionHeading id={id} {...heading} align="start" className="mb-4" />
            <div className="story-text">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="col-lg-5">
            <aside className="story-callout section-dark" aria-labelledby={`${id}-callout`}>
              <h3 id={`${id}-callout`} className="eyebrow story-callout-title">
                {callout.title}
              </h3>
              <p className="story-callout-statement">{callout.statement}</p>
              <ul className="check-list story-callout-points">
                {callout.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={20} />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </div>
      </div>
    </section>
  );
}
