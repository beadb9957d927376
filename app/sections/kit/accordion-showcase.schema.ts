/**
 * What the template kit's accordion showcase (kit/accordion-showcase.tsx) takes from a content
 * file: items that open one at a time, each showing its own drawn picture.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitArt, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";

import type { AccordionShowcaseProps } from "./accordion-showcase";

export const accordionShowcaseSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  items: z
    .array(z.strictObject({ id: elementId, title: text(1, 100), text: text(1, 600), art: kitArt }))
    .check(z.minLength(2, "list at least two items")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const accordionShowcaseFields = (
  fields: z.infer<typeof accordionShowcaseSchema>,
): IconNamed<AccordionShowcaseProps> => fields;
