import * as z from "zod/mini";

import { headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_timeline.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  milestones: z
    .array(
      z
        .strictObject({
          year: z
            .int("write the year as a number, e.g. 2019")
            .check(z.describe("The year, shown as the milestone's marker")),
          title: text(1, 80).check(z.describe("The milestone's title")),
          text: text(1, 400).check(z.describe("One or two sentences on what happened")),
        })
        .check(z.describe("One milestone: its year and what happened")),
    )
    .check(
      z.minLength(1, "give at least one milestone"),
      z.refine(
        (milestones) =>
          milestones.every(
            (milestone, index) => index === 0 || milestones[index - 1]!.year <= milestone.year,
          ),
        "list the milestones oldest first",
      ),
      z.describe("Milestones, oldest first"),
    ),
});

export type TimelineProps = Fields<typeof schema>;

/** A vertical timeline of milestones, oldest first. */
export function Timeline({ id, heading, milestones }: TimelineProps) {
  return (
    <SiteSection id={id} heading={heading}>
      <ol className="timeline list-unstyled">
        {milestones.map((milestone) => (
          <li className="timeline-item" key={`${milestone.year}-${milestone.title}`}>
            <time className="timeline-year" dateTime={String(milestone.year)}>
              {milestone.year}
            </time>
            <div className="timeline-body">
              <h3 className="timeline-title">{milestone.title}</h3>
              <p className="timeline-text">{milestone.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </SiteSection>
  );
}
