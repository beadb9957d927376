import { Avatar } from "~/components/ui/avatar";

import { SectionHeading, type SectionIntro } from "./section-heading";

import "~/styles/sections/_team-grid.scss";

/** One person on the team. */
export interface TeamMember {
  /** Full name: the card's h3 and the source of the generated avatar. */
  name: string;
  /** Job title. */
  role: string;
  /** One sentence of background. */
  background: string;
}

export interface TeamGridProps {
  /** id of the h2. */
  id: string;
  /** Eyebrow, title and intro. */
  heading: SectionIntro;
  /** The people, in order; three per row on large screens. */
  people: readonly TeamMember[];
  /** Optional line under the grid. */
  note?: string;
}

/** A grid of people: generated initials avatar, name, role and a line of background. */
export function TeamGrid({ id, heading, people, note }: TeamGridProps) {
  return (
    <section className="section section-muted" aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} {...heading} />
        <ul className="row g-4 list-unstyled mb-0">
          {people.map((person) => (
            <li className="col-md-6 col-lg-4" key={person.name}>
              <article className="tile team-card">
                <div className="d-flex align-items-center gap-3">
                  <Avatar name={person.name} size={56} />
                  <div>
                    <h3 className="team-name">{person.name}</h3>
                    <p className="team-role">{person.role}</p>
                  </div>
                </div>
                <p className="team-background">{person.background}</p>
              </article>
            </li>
          ))}
        </ul>
        {note && <p className="team-note">{note}</p>}
      </div>
    </section>
  );
}
