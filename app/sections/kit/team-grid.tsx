import * as z from "zod/mini";

import { Carousel } from "~/components/kit/carousel";
import { PersonAvatar } from "~/components/kit/person-avatar";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_team.scss";

/**
 * What a content file gives the template kit's team grid, the `kit` variant of the library's
 * TeamGrid (`section: TeamGrid`, `variant: kit`): people with drawn avatars, in a grid or a
 * carousel.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  people: z
    .array(
      z
        .strictObject({
          name: text(1, 80).check(z.describe("The person's name")),
          role: text(1, 80).check(z.describe("Their role")),
          bio: z.optional(text(1, 200).check(z.describe("One line about them"))),
        })
        .check(z.describe("One person")),
    )
    .check(z.minLength(1, "list the people"), z.describe("The people, in order")),
  carousel: z.optional(z.boolean().check(z.describe("A carousel (many people) instead of a grid"))),
  tone: kitTone,
  anchor: kitAnchor,
});

export type TeamGridProps = Fields<typeof schema>;

type Person = TeamGridProps["people"][number];

function PersonCard({ person }: { person: Person }) {
  return (
    <div className="kit-card kit-person">
      <PersonAvatar name={person.name} size={96} />
      <h3 className="kit-person-name">{person.name}</h3>
      <p className="kit-person-role">{person.role}</p>
      {person.bio && <p className="kit-muted">{person.bio}</p>}
    </div>
  );
}

/** People: trainers, specialists, speakers, a team, in a grid or a carousel. */
export function TeamGrid({ id, heading, people, carousel, tone, anchor }: TeamGridProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      {carousel ? (
        <Carousel
          label={heading.title}
          perView={4}
          slides={people.map((person) => (
            <PersonCard key={person.name} person={person} />
          ))}
        />
      ) : (
        <ul className="kit-grid kit-grid-4 kit-team">
          {people.map((person) => (
            <li key={person.name}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      )}
    </KitSection>
  );
}
