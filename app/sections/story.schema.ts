/** What a story (story.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { StoryProps } from "./story";

export const storySchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  paragraphs: z.array(text(1, 1200)).check(z.minLength(1, "write at least one paragraph")),
  callout: z.strictObject({
    title: text(1, 60),
    statement: text(1, 200),
    points: z.array(text(1, 200)),
  }),
});

export const storyFields = (fields: z.infer<typeof storySchema>): StoryProps => fields;
