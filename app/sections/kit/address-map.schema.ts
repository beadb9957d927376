/**
 * What the kit's address and street map section (kit/address-map.tsx) takes from a content file:
 * the address lines, hours, e-mail and phone beside a drawn map, and what the map shows.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { AddressMapProps } from "./address-map";

export const addressMapSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  address: z.array(text(1, 80)).check(z.minLength(1, "write the address, a line per entry")),
  hours: text(1, 200),
  email: z
    .string("write the e-mail address")
    .check(
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "write an e-mail address, e.g. office@example.com"),
    ),
  phone: z.strictObject({
    display: text(1, 40),
    /** The number as a tel: link dials it: digits, an optional leading +. */
    tel: z.string().check(z.regex(/^\+?[0-9]+$/, "write the digits only, e.g. +15550107701")),
  }),
  mapLabel: text(1, 200),
  tone: kitTone,
  anchor: kitAnchor,
});

/** Whatever passes the schema is the section's props. */
export const addressMapFields = (fields: z.infer<typeof addressMapSchema>): AddressMapProps =>
  fields;
