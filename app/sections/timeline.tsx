import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_timeline.scss";

/** One dated milestone. */
export interface Milestone {
  /** The year, shown as the milestone's marker. */
  year: number;
  /** The milestone's h3. */
  title: string;
  /** One or two sentences on what happened. */
  text: string;
}

export interface TimelineProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** Milestones, oldest first. */
  milestones: readonly Milestone[];
}

/** A vertical timeline of milestones, oldest first. */
export function Timeline({ id, heading, milestones }: TimelineProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
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
      </div>
    </section>
  );
}
