import MapPin from "lucide-react/icons/map-pin";
import * as z from "zod/mini";

import { WorldMap } from "~/components/kit/world-map";
import { Glyph } from "~/components/ui/icon";
import { text } from "~/lib/content/vocab/fields";
import { kitSectionFields } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_locations.scss";

const degrees = (limit: number) =>
  z
    .number("write the degrees as a number")
    .check(z.gte(-limit, `keep it within ±${limit}`), z.lte(limit, `keep it within ±${limit}`));

/**
 * What a content file gives the locations: places on the dotted world map, by latitude and
 * longitude, each with a line beside its pin.
 */
export const schema = z.strictObject({
  ...kitSectionFields,
  places: z
    .array(
      z
        .strictObject({
          name: text(1, 60).check(z.describe("The place's name, beside its pin")),
          lat: degrees(90).check(z.describe("Latitude in degrees, north positive")),
          lon: degrees(180).check(z.describe("Longitude in degrees, east positive")),
          detail: text(1, 160).check(z.describe("A line beside the place's name")),
        })
        .check(z.describe("One place: its name, where it is and a line about it")),
    )
    .check(
      z.minLength(1, "list the places"),
      z.describe("The places, each with a line beside its pin"),
    ),
});

export type LocationsProps = Fields<typeof schema>;

/** Where things are (data centres, offices): a dotted world map and the list it pictures. */
export function Locations({ id, heading, places, tone, anchor }: LocationsProps) {
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <div className="kit-locations">
        <WorldMap pins={places} label={`World map with ${places.length} marked locations`} />
        <ul className="kit-locations-list">
          {places.map((place) => (
            <li key={place.name}>
              <Glyph icon={MapPin} size={20} />
              <span>
                <strong>{place.name}</strong> <span className="kit-muted">{place.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </KitSection>
  );
}
