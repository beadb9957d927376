/** What split points (split-points.tsx) take from a content file. */
import * as z from "zod/mini";

import { elementId, iconItem, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { SplitPointsProps } from "./split-points";

export const splitPointsSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z.array(iconItem).check(z.minLength(1, "give at least one point")),
  callout: z.optional(z.strictObject({ value: text(1, 20), text: text(1, 200) })),
  tone: z.optional(z.enum(["light", "muted"], "use light or muted")),
});

export const splitPointsFields = (fields: z.infer<typeof splitPointsSchema>): SplitPointsProps =>
  fields;
