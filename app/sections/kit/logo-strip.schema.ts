/**
 * What the template kit's logo strip (kit/logo-strip.tsx) takes from a content file: sample
 * partners, each a name and a Lucide icon (by name), in a still row or a marquee.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitAnchor, kitIntro, kitTone, lucideIcon } from "~/lib/content/vocab/kit-fields";

import type { LogoStripProps } from "./logo-strip";

export const logoStripSchema = z.strictObject({
  id: elementId,
  heading: kitIntro,
  logos: z
    .array(z.strictObject({ name: text(1, 60), icon: lucideIcon }))
    .check(z.minLength(1, "list the logos")),
  marquee: z.optional(z.boolean()),
  headingStyle: z.optional(z.enum(["label", "full"], "use label or full")),
  tone: kitTone,
  anchor: kitAnchor,
});

export const logoStripFields = (
  fields: z.infer<typeof logoStripSchema>,
): IconNamed<LogoStripProps> => fields;
