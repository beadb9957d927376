import MapPin from "lucide-react/icons/map-pin";

import { type MapPin as Pin, WorldMap } from "~/components/kit/world-map";
import { Glyph } from "~/components/ui/icon";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_locations.scss";

export interface LocationsProps {
  id: string;
  heading: KitIntro;
  /** The places, each with a line beside its pin. */
  places: readonly (Pin & { detail: string })[];
  tone?: Tone;
  /** Anchor of the section, for in-page links. */
  anchor?: string;
}

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
