/**
 * What the template kit's locations (kit/locations.tsx) take from a content file: places pinned
 * on the drawn world map by latitude and longitude, each with a line beside its pin.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/kit-fields";

import type { LocationsProps } from "./locations";

export const locationsSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  places: z
    .array(
      z.strictObject({
        name: text(1, 60),
        lat: z.number("write the latitude in degrees").check(z.gte(-90), z.lte(90)),
        lon: z.number("write the longitude in degrees").check(z.gte(-180), z.lte(180)),
        detail: text(1, 80),
      }),
    )
    .check(z.minLength(1, "list the places")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const locationsFields = (fields: z.infer<typeof locationsSchema>): LocationsProps => fields;
