/**
 * What the template kit's before-and-after slider (kit/before-after.tsx) takes from a content
 * file: two drawn pictures of the same thing, their labels and the slider's accessible name.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { BeforeAfterProps } from "./before-after";

export const beforeAfterSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  /** The slider's accessible name. */
  label: text(1, 80),
  before: kitArt,
  after: kitArt,
  beforeLabel: text(1, 40),
  afterLabel: text(1, 40),
  tone: kitTone,
  anchor: kitAnchor,
});

export const beforeAfterFields = (
  fields: z.infer<typeof beforeAfterSchema>,
): IconNamed<BeforeAfterProps> => fields;
