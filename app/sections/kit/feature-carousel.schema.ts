/**
 * What the template kit's feature carousel (kit/feature-carousel.tsx) takes from a content file:
 * the feature grid's cards, a few in view at once.
 */
import * as z from "zod/mini";

import { elementId } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { FeatureCarouselProps } from "./feature-carousel";
import { kitFeature } from "./feature-grid.schema";

export const featureCarouselSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  items: z.array(kitFeature).check(z.minLength(1, "list the cards")),
  /** Cards in view on wide screens. */
  perView: z.optional(
    z.union([z.literal(2), z.literal(3), z.literal(4)], { error: "use 2, 3 or 4" }),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export const featureCarouselFields = (
  fields: z.infer<typeof featureCarouselSchema>,
): IconNamed<FeatureCarouselProps> => fields;
