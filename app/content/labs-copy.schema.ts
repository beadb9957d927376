/**
 * What content/labs.yaml holds: the words of a Labs entry's page and the kinds' names. Checked
 * at build (app/content-collections.ts); the types are this schema's.
 */
import * as z from "zod/mini";

import { text } from "../lib/content/vocab/collection-fields.ts";

const kind = z.strictObject({ label: text(40), filterLabel: text(40) });

export const labsCopySchema = z.strictObject({
  /** One entry per kind of Labs entry (advisory, research, tool), no other. */
  kinds: z.strictObject({ advisory: kind, research: kind, tool: kind }),
  article: z.strictObject({
    back: z.strictObject({
      label: text(60),
      href: z
        .string("write the link as text")
        .check(z.regex(/^\/[^\s]*$/, 'start the link with "/"')),
    }),
    by: text(20),
    tagsLabel: text(120),
    csaf: text(120),
  }),
  advisory: z.strictObject({
    caption: text(80),
    id: text(40),
    severity: text(40),
    cve: text(40),
    cvss: text(60),
    affected: text(40),
    fixed: text(40),
    remediation: text(60),
    timeline: text(40),
    credit: text(40),
  }),
});

export type LabsCopy = z.infer<typeof labsCopySchema>;
