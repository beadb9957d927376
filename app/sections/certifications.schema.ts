/** What a certifications block (certifications.tsx) takes from a content file. */
import * as z from "zod/mini";

import { actionLink, elementId, iconName, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { CertificationsProps } from "./certifications";

export const certificationsSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  groups: z.array(
    z.strictObject({
      status: z.enum(["held", "in-progress", "planned"], "use held, in-progress or planned"),
      title: text(1, 60),
      summary: text(1, 300),
      items: z.array(z.strictObject({ icon: iconName, title: text(1, 80), detail: text(1, 300) })),
    }),
  ),
  more: z.optional(actionLink),
});

export const certificationsFields = (
  fields: z.infer<typeof certificationsSchema>,
): CertificationsProps => fields;
