/**
 * What the template kit's colour showcase (kit/colour-showcase.tsx) takes from a content file: a
 * product (its price in US cents, a Lucide motif by name) and the finishes it comes in.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitIntro, kitLink, kitTone, lucideIcon } from "~/lib/content/vocab/kit-fields";

import type { ColourShowcaseProps } from "./colour-showcase";

/** A finish or colour a product comes in: its name and the colour drawn for it (#rrggbb). */
export const kitColour = z.strictObject({
  name: text(1, 40),
  hex: z
    .string("write the colour as #rrggbb")
    .check(z.regex(/^#[0-9a-f]{6}$/, "write the colour as #rrggbb, in lower case")),
});

export const colourShowcaseSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  product: z.strictObject({
    name: text(1, 80),
    /** US cents. */
    price: z.number("write the price in US cents").check(z.int(), z.gte(0)),
    motif: lucideIcon,
  }),
  colours: z
    .array(z.extend(kitColour, { note: text(1, 200) }))
    .check(z.minLength(2, "list at least two colours")),
  action: z.optional(kitLink),
  tone: kitTone,
  anchor: kitAnchor,
});

export const colourShowcaseFields = (
  fields: z.infer<typeof colourShowcaseSchema>,
): IconNamed<ColourShowcaseProps> => fields;
