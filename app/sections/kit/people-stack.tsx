import { PersonAvatar } from "~/components/kit/person-avatar";

import "~/styles/kit/_team.scss";

export interface StackPerson {
  name: string;
  /** What they do or will talk about. */
  line: string;
}

/** A short list of people as small cards (speakers beside a hero, hosts of a webinar). */
export function PeopleStack({ label, people }: { label: string; people: readonly StackPerson[] }) {
  return (
    <ul className="kit-people-stack" aria-label={label}>
      {people.map((person) => (
        <li key={person.name} className="kit-card">
          <PersonAvatar name={person.name} size={52} />
          <span>
            <strong>{person.name}</strong>
            <span className="kit-muted">{person.line}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
