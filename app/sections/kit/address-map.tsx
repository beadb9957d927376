import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import * as z from "zod/mini";

import { Glyph } from "~/components/ui/icon";
import { headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_locations.scss";

/**
 * The kit's address and street map section as a content file writes it: the address lines,
 * hours, e-mail and phone beside a drawn map, and what the map shows.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  address: z
    .array(text(1, 80).check(z.describe("One line of the address")))
    .check(
      z.minLength(1, "write the address, a line per entry"),
      z.describe("The postal address beside the map, a line per entry"),
    ),
  hours: text(1, 200).check(z.describe("Opening hours, shown under the address")),
  email: z
    .string("write the e-mail address")
    .check(
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "write an e-mail address, e.g. office@example.com"),
      z.describe("The e-mail address shown as a link"),
    ),
  phone: z
    .strictObject({
      display: text(1, 40).check(z.describe("The number as the page shows it")),
      tel: z
        .string()
        .check(
          z.regex(/^\+?[0-9]+$/, "write the digits only, e.g. +15550107701"),
          z.describe("The number a tel: link dials: digits, an optional leading +"),
        ),
    })
    .check(z.describe("The phone number, as shown and as dialled")),
  mapLabel: text(1, 200).check(z.describe("What the map shows, for screen readers")),
  tone: kitTone,
  anchor: kitAnchor,
});

export type AddressMapProps = Fields<typeof schema>;

const BLOCK = 90;

/** A drawn street map (no map tiles from anyone) around the pin, with the address beside it. */
function StreetMap({ label }: { label: string }) {
  const blocks = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const park = row === 1 && col === 5;
      blocks.push(
        <rect
          key={`${row}-${col}`}
          x={col * (BLOCK + 14) + 10}
          y={row * (BLOCK + 14) + 10}
          width={BLOCK}
          height={BLOCK}
          rx={6}
          className={park ? "kit-street-park" : "kit-street-block"}
        />,
      );
    }
  }
  return (
    <svg
      className="kit-art"
      viewBox="0 0 840 480"
      width={840}
      height={480}
      role="img"
      aria-label={label}
      focusable="false"
    >
      <rect width={840} height={480} className="kit-street-bg" />
      {blocks}
      <path
        d="M0 430 C 200 400, 420 470, 840 420 L 840 480 L 0 480 Z"
        className="kit-street-water"
      />
      <path d="M0 218 L 840 218" className="kit-street-road" strokeWidth={10} />
      <path d="M316 0 L 316 420" className="kit-street-road" strokeWidth={10} />
      <g transform="translate(420 200)">
        <path
          d="M0 0 C -22 -28, -30 -40, -30 -55 A 30 30 0 1 1 30 -55 C 30 -40, 22 -28, 0 0 Z"
          className="kit-street-pin"
        />
        <circle cx={0} cy={-55} r={11} fill="#ffffff" />
      </g>
    </svg>
  );
}

/** Where to find the place: a drawn map, the address, hours and how to reach it. */
export function AddressMap({
  id,
  heading,
  address,
  hours,
  email,
  phone,
  mapLabel,
  tone,
  anchor,
}: AddressMapProps) {
  return (
    <KitSection anchor={anchor} id={id} heading={heading} tone={tone}>
      <div className="kit-locations">
        <StreetMap label={mapLabel} />
        <ul className="kit-locations-list">
          <li>
            <Glyph icon={MapPin} size={20} />
            <address className="mb-0">
              {address.map((line, index) => (
                <span key={line}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}
            </address>
          </li>
          <li>
            <Glyph icon={Clock} size={20} />
            <span>{hours}</span>
          </li>
          <li>
            <Glyph icon={Mail} size={20} />
            <a href={`mailto:${email}`}>{email}</a>
          </li>
          <li>
            <Glyph icon={Phone} size={20} />
            <a href={`tel:${phone.tel}`}>{phone.display}</a>
          </li>
        </ul>
      </div>
    </KitSection>
  );
}
