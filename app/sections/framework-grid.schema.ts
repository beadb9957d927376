/** What a framework grid (framework-grid.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { FrameworkGridProps } from "./framework-grid";

export const frameworkGridSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z.array(
    z.strictObject({
      name: text(1, 40),
      fullName: text(1, 120),
      appliesTo: text(1, 300),
      deliverables: z.array(text(1, 200)),
    }),
  ),
  deliverablesLabel: text(1, 60),
  note: z.optional(text(1, 400)),
  muted: z.optional(z.boolean("write true or false")),
});

export const frameworkGridFields = (
  fields: z.infer<typeof frameworkGridSchema>,
): FrameworkGridProps => fields;
