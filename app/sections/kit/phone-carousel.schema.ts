/**
 * What the template kit's phone carousel (kit/phone-carousel.tsx) takes from a content file:
 * features, each with the app screen the drawn phone shows for it (a title and a Lucide icon by
 * name).
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitIntro, kitTone, lucideIcon } from "~/lib/content/vocab/kit-fields";

import type { PhoneCarouselProps } from "./phone-carousel";

/** The app screen a drawn phone shows: its title and the icon of its main card. */
export const kitPhoneScreen = z.strictObject({ title: text(1, 40), icon: lucideIcon });

export const phoneCarouselSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  features: z
    .array(z.strictObject({ title: text(1, 80), text: text(1, 300), screen: kitPhoneScreen }))
    .check(z.minLength(1, "list the features")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const phoneCarouselFields = (
  fields: z.infer<typeof phoneCarouselSchema>,
): IconNamed<PhoneCarouselProps> => fields;
