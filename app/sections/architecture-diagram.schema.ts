/** What an architecture diagram (architecture-diagram.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { ArchitectureDiagramProps } from "./architecture-diagram";

export const architectureDiagramSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  diagramLabel: text(1, 800),
  caption: text(1, 300),
  listTitle: text(1, 60),
  zones: z
    .array(
      z.strictObject({
        label: text(1, 40),
        emphasis: z.optional(z.boolean("write true or false")),
        steps: z
          .array(
            z.strictObject({
              title: text(1, 40),
              lines: z.array(text(1, 40)),
              text: text(1, 500),
            }),
          )
          .check(z.minLength(1, "give at least one step")),
      }),
    )
    .check(z.minLength(1, "give at least one zone")),
});

export const architectureDiagramFields = (
  fields: z.infer<typeof architectureDiagramSchema>,
): ArchitectureDiagramProps => fields;
