/**
 * What the template kit's hotspot picture (kit/hotspot-picture.tsx) takes from a content file: a
 * drawn picture with spots placed in steps of 5% (the stylesheet has a class for each step, so
 * no inline style), each with a title, a line and an optional price in US cents.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { HotspotPictureProps } from "./hotspot-picture";

const STEPS = [
  0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100,
] as const;

const percent = z.literal(STEPS, "place the spot in steps of 5, from 0 to 100");

export const hotspotPictureSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  art: kitArt,
  spots: z
    .array(
      z.strictObject({
        x: percent,
        y: percent,
        title: text(1, 80),
        text: text(1, 300),
        /** US cents, for a shoppable picture. */
        price: z.optional(z.number("write the price in US cents").check(z.int(), z.gte(0))),
      }),
    )
    .check(z.minLength(1, "list the spots")),
  specs: z.optional(z.array(z.strictObject({ label: text(1, 60), value: text(1, 80) }))),
  tone: kitTone,
  anchor: kitAnchor,
});

export const hotspotPictureFields = (
  fields: z.infer<typeof hotspotPictureSchema>,
): IconNamed<HotspotPictureProps> => fields;
