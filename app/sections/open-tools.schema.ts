/** What the open-tools grid (open-tools.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, href, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { OpenToolsProps } from "./open-tools";

export const openToolsSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z
    .array(
      z.strictObject({
        name: text(1, 60),
        summary: text(1, 300),
        language: text(1, 30),
        license: text(1, 30),
        features: z.array(text(1, 120)).check(z.minLength(1, "list at least one feature")),
        install: text(1, 200),
        repo: href,
        repoLabel: text(1, 80),
      }),
    )
    .check(z.minLength(1, "list at least one tool")),
  installLabel: text(1, 30),
  muted: z.optional(z.boolean("write true or false")),
});

export const openToolsFields = (fields: z.infer<typeof openToolsSchema>): OpenToolsProps => fields;
