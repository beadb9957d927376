import * as z from "zod/mini";

import { Icon } from "~/components/ui/icon";
import { headingId, paragraph, point, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SectionHeading } from "./section-heading";

import "~/styles/sections/_story.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro.check(z.describe("Eyebrow, title and intro, aligned with the text column")),
  paragraphs: z
    .array(paragraph(1200))
    .check(
      z.minLength(1, "write at least one paragraph"),
      z.describe("The story, one paragraph per entry, in reading order"),
    ),
  callout: z
    .strictObject({
      title: text(1, 60).check(z.describe("The callout's title")),
      statement: text(1, 200).check(z.describe("The statement itself, shown large")),
      points: z
        .array(point(200))
        .check(z.describe("What the statement means in practice, as a check list")),
    })
    .check(z.describe("A dark callout beside the story, e.g. the mission")),
});

export type StoryProps = Fields<typeof schema>;

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
