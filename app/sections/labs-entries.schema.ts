/**
 * What the Labs list (labs-entries.tsx) takes from a content file: its heading, the filter's
 * labels and its feed link. The entries themselves are the files under content/labs/.
 */
import * as z from "zod/mini";

import { actionLink, elementId, sectionIntro, template, text } from "~/lib/content/vocab/fields";

import type { LabsEntriesProps } from "./labs-entries";

export const labsEntriesSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  filter: z.strictObject({
    label: text(1, 80),
    allLabel: text(1, 40),
    tagsLabel: text(1, 80),
    clearTag: template(["tag"], 80),
    count: template(["shown", "total"], 80),
    countAll: template(["total"], 80),
  }),
  feed: actionLink,
});

export const labsEntriesFields = (fields: z.infer<typeof labsEntriesSchema>): LabsEntriesProps =>
  fields;
