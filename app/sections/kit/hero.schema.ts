/**
 * What the template kit's hero (kit/hero.tsx) takes from a content file: the `kit` variant of the
 * library's Hero (`section: Hero`, `variant: kit`). Its look is `layout` (split, background,
 * slider, centered); pictures are drawn artwork with a Lucide motif named in the file.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import { kitArt, kitLink } from "~/lib/content/kit-fields";

import type { KitHeroProps } from "./hero";

export const kitHeroSchema = z.strictObject({
  layout: z.optional(
    z.enum(
      ["split", "background", "slider", "centered"],
      "use split, background, slider or centered",
    ),
  ),
  eyebrow: z.optional(text(1, 80)),
  title: text(1, 140),
  lead: text(1, 600),
  tags: z.optional(z.array(text(1, 40))),
  actions: z.optional(z.array(kitLink)),
  facts: z.optional(z.array(z.strictObject({ value: text(1, 30), label: text(1, 80) }))),
  art: z.optional(kitArt),
  slides: z.optional(z.array(kitArt)),
  slidesLabel: z.optional(text(1, 80)),
});

/** Whatever passes the schema is the hero's props, with each icon by name. */
export const kitHeroFields = (fields: z.infer<typeof kitHeroSchema>): IconNamed<KitHeroProps> =>
  fields;
