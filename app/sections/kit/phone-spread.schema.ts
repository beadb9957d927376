/**
 * The phone between two lists of what an app does (kit/phone-spread.tsx), a part of a section in
 * a content file (`aside: { part: PhoneSpread, … }`): the screen it shows and the points on
 * either side, each with a Lucide icon by name.
 */
import * as z from "zod/mini";

import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitIconPoint } from "~/lib/content/vocab/kit-fields";

import { kitPhoneScreen } from "./phone-carousel.schema";
import type { PhoneSpreadProps } from "./phone-spread";

const points = z.array(kitIconPoint).check(z.minLength(1, "list the points on this side"));

export const phoneSpreadPart = z.strictObject({
  part: z.literal("PhoneSpread"),
  screen: kitPhoneScreen,
  left: points,
  right: points,
  /** The points' heading level: 2 straight under the page's h1 (a hero's aside). */
  level: z.optional(z.union([z.literal(2), z.literal(3)], { error: "use 2 or 3" })),
});

export const phoneSpreadFields = ({
  part: _part,
  ...props
}: z.infer<typeof phoneSpreadPart>): IconNamed<PhoneSpreadProps> => props;
