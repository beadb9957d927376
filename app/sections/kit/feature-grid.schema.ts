/**
 * What the template kit's feature grid (kit/feature-grid.tsx) takes from a content file: the `kit`
 * variant of the library's FeatureGrid (`section: FeatureGrid`, `variant: kit`). Each card has a
 * Lucide icon (by name) or a drawn picture.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import {
  kitAnchor,
  kitArt,
  kitIntro,
  kitLink,
  kitTone,
  lucideIcon,
} from "~/lib/content/vocab/kit-fields";

import type { FeatureGridProps } from "./feature-grid";

/** One card: a Lucide icon (by name) or a drawn picture, a title and a line (also a carousel's). */
export const kitFeature = z.strictObject({
  title: text(1, 100),
  text: text(1, 600),
  icon: z.optional(lucideIcon),
  art: z.optional(kitArt),
  tag: z.optional(text(1, 40)),
  /** A price in US cents. */
  price: z.optional(z.number("write the price in cents").check(z.int(), z.gte(0))),
  points: z.optional(z.array(text(1, 120))),
  link: z.optional(kitLink),
});

export const kitFeatureGridSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  items: z.array(kitFeature).check(z.minLength(1, "list the features")),
  columns: z.optional(
    z.union([z.literal(2), z.literal(3), z.literal(4)], { error: "use 2, 3 or 4" }),
  ),
  tone: kitTone,
  look: z.optional(z.enum(["cards", "open"], "use cards or open")),
  anchor: kitAnchor,
});

export const kitFeatureGridFields = (
  fields: z.infer<typeof kitFeatureGridSchema>,
): IconNamed<FeatureGridProps> => fields;
