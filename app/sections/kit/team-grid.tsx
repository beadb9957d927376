import { Carousel } from "~/components/kit/carousel";
import { PersonAvatar } from "~/components/kit/person-avatar";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_team.scss";

export interface Person {
  name: string;
  role: string;
  /** One line about them. */
  bio?: string;
}

export interface TeamGridProps {
  id: string;
  heading: KitIntro;
  people: readonly Person[];
  /** A carousel (many people) instead of a grid. */
  carousel?: boolean;
  tone?: Tone;
  anchor?: string;
}

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
