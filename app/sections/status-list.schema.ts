/** What a status list (status-list.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, iconName, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { StatusListProps } from "./status-list";

export const statusListSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  items: z.array(
    z.strictObject({
      icon: iconName,
      title: text(1, 80),
      status: text(1, 40),
      tone: z.enum(["done", "progress", "planned"], "use done, progress or planned"),
      text: text(1, 400),
    }),
  ),
  note: z.optional(text(1, 400)),
  muted: z.optional(z.boolean("write true or false")),
});

export const statusListFields = (fields: z.infer<typeof statusListSchema>): StatusListProps =>
  fields;
