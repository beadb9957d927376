/**
 * What the template kit's feature carousel (kit/feature-carousel.tsx) takes from a content file:
 * the feature grid's cards (kit/feature-grid.schema.ts), and how many show at once from lg up.
 */
import * as z from "zod/mini";

import type { IconNamed } from "~/lib/content/icons";
import { kitSectionFields } from "~/lib/content/kit-fields";

import type { FeatureCarouselProps } from "./feature-carousel";
import { kitFeature } from "./feature-grid.schema";

export const featureCarouselSchema = z.strictObject({
  ...kitSectionFields,
  items: z.array(kitFeature).check(z.minLength(1, "list the features")),
  perView: z.optional(
    z.union([z.literal(2), z.literal(3), z.literal(4)], { error: "use 2, 3 or 4" }),
  ),
});

export const featureCarouselFields = (
  fields: z.infer<typeof featureCarouselSchema>,
): IconNamed<FeatureCarouselProps> => fields;
