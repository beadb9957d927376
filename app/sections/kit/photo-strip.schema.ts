/**
 * What the template kit's photo strip (kit/photo-strip.tsx) takes from a content file: a row of
 * drawn pictures and the strip's heading, which only screen readers hear.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitArt } from "~/lib/content/vocab/kit-fields";

import type { PhotoStripProps } from "./photo-strip";

export const photoStripSchema = z.strictObject({
  id: elementId,
  /** The strip's heading, for screen readers ("From our studio"). */
  title: text(1, 100),
  photos: z.array(kitArt).check(z.minLength(1, "list the pictures")),
});

export const photoStripFields = (
  fields: z.infer<typeof photoStripSchema>,
): IconNamed<PhotoStripProps> => fields;
