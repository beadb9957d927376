/** What a page header (page-header.tsx) takes from a content file. */
import * as z from "zod/mini";

import { actionButton, crumb, elementId, text } from "~/lib/content/vocab/fields";

import type { PageHeaderProps } from "./page-header";

export const pageHeaderSchema = z.strictObject({
  id: elementId,
  trail: z.optional(z.array(crumb)),
  eyebrow: z.optional(text(1, 60)),
  soon: z.optional(z.boolean("write true or false")),
  title: text(1, 140),
  lead: text(1, 600),
  actions: z.optional(z.array(actionButton).check(z.maxLength(3, "give at most 3 actions"))),
  facts: z.optional(
    z.strictObject({
      title: text(1, 60),
      items: z.array(z.strictObject({ label: text(1, 40), value: text(1, 120) })),
      note: z.optional(text(1, 300)),
    }),
  ),
});

export const pageHeaderFields = (fields: z.infer<typeof pageHeaderSchema>): PageHeaderProps =>
  fields;
