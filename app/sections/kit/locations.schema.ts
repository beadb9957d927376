/**
 * What the template kit's locations (kit/locations.tsx) take from a content file: places on the
 * dotted world map, by latitude and longitude, each with a line beside its pin.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";
import { kitSectionFields } from "~/lib/content/vocab/kit-fields";

import type { LocationsProps } from "./locations";

const degrees = (limit: number) =>
  z
    .number("write the degrees as a number")
    .check(z.gte(-limit, `keep it within ±${limit}`), z.lte(limit, `keep it within ±${limit}`));

export const locationsSchema = z.strictObject({
  ...kitSectionFields,
  places: z
    .array(
      z.strictObject({
        name: text(1, 60),
        lat: degrees(90),
        lon: degrees(180),
        detail: text(1, 160),
      }),
    )
    .check(z.minLength(1, "list the places")),
});

export const locationsFields = (fields: z.infer<typeof locationsSchema>): LocationsProps => fields;
