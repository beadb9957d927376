import * as z from "zod/mini";

import { Avatar } from "~/components/ui/avatar";
import { headingId, sectionIntro, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { SiteSection } from "./section-heading";

import "~/styles/sections/_team-grid.scss";

export const schema = z.strictObject({
  id: headingId,
  heading: sectionIntro,
  people: z
    .array(
      z
        .strictObject({
          name: text(1, 60).check(
            z.describe("Full name: the card's title and the source of its avatar"),
          ),
          role: text(1, 80).check(z.describe("Job title")),
          background: text(1, 300).check(z.describe("One sentence of background")),
        })
        .check(z.describe("One person")),
    )
    .check(
      z.minLength(1, "list at least one person"),
      z.describe("The people, in order; three per row on large screens"),
    ),
  note: z.optional(text(1, 300).check(z.describe("A line under the grid"))),
});

export type TeamGridProps = Fields<typeof schema>;

/** A grid of people: generated initials avatar, name, role and a line of background. */
export function TeamGrid({ id, heading, people, note }: TeamGridProps) {
  return (
    <SiteSection id={id} heading={heading} muted>
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
    </SiteSection>
  );
}
