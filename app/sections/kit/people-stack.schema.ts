/**
 * A short stack of people (kit/people-stack.tsx) as a part of a section in a content file
 * (`aside: { part: PeopleStack, … }`, a conference hero's speakers): each person's name and line.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";

import type { PeopleStack } from "./people-stack";

export const peopleStackPart = z.strictObject({
  part: z.literal("PeopleStack"),
  /** The list's accessible name. */
  label: text(1, 80),
  people: z
    .array(z.strictObject({ name: text(1, 80), line: text(1, 120) }))
    .check(z.minLength(1, "list the people")),
});

export const peopleStackFields = ({
  part: _part,
  ...props
}: z.infer<typeof peopleStackPart>): Parameters<typeof PeopleStack>[0] => props;
