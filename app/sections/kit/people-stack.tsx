import * as z from "zod/mini";

import { PersonAvatar } from "~/components/kit/person-avatar";
import { text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import "~/styles/kit/_team.scss";

/**
 * A short stack of people as a part of a section in a content file (`aside: { part:
 * PeopleStack, … }`, a conference hero's speakers): each person's name and line.
 */
export const part = z.strictObject({
  part: z.literal("PeopleStack"),
  label: text(1, 80).check(z.describe("The list's name for screen readers")),
  people: z
    .array(
      z
        .strictObject({
          name: text(1, 80).check(z.describe("The person's name")),
          line: text(1, 120).check(z.describe("What they do or will talk about")),
        })
        .check(z.describe("One person and a line about them")),
    )
    .check(z.minLength(1, "list the people"), z.describe("The people, in order")),
});

export type PeopleStackProps = Omit<Fields<typeof part>, "part">;

/** A short list of people as small cards (speakers beside a hero, hosts of a webinar). */
export function PeopleStack({ label, people }: PeopleStackProps) {
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
