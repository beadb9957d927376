/**
 * What content/labs.yaml holds: the words of a Labs entry's page and the kinds' names. Checked
 * at build (app/content-collections.ts); the types are this schema's.
 */
import * as z from "zod/mini";

import { text } from "../lib/content/vocab/collection-fields.ts";

const kind = z
  .strictObject({
    label: text(40).check(z.describe("The kind's name on an entry, e.g. Advisory")),
    filterLabel: text(40).check(z.describe("The kind's name in the filter, e.g. Advisories")),
  })
  .check(z.describe("What this kind of entry is called"));

export const labsCopySchema = z.strictObject({
  /** One entry per kind of Labs entry (advisory, research, tool), no other. */
  kinds: z
    .strictObject({
      advisory: kind.check(z.describe("A security advisory")),
      research: kind.check(z.describe("A research note")),
      tool: kind.check(z.describe("A released tool")),
    })
    .check(z.describe("The names of the three kinds of Labs entry")),
  article: z
    .strictObject({
      back: z
        .strictObject({
          label: text(60).check(z.describe("The link's text")),
          href: z
            .string("write the link as text")
            .check(
              z.regex(/^\/[^\s]*$/, 'start the link with "/"'),
              z.describe("The page the link goes to, e.g. /labs"),
            ),
        })
        .check(z.describe("The link back to the list of entries")),
      by: text(20).check(z.describe("The word before the author's name, e.g. By")),
      tagsLabel: text(120).check(z.describe("The label of the entry's tags, for screen readers")),
      csaf: text(120).check(z.describe("The text of the link to an advisory's CSAF file")),
    })
    .check(z.describe("The words around a Labs entry's text")),
  advisory: z
    .strictObject({
      caption: text(80).check(z.describe("The table's caption")),
      id: text(40).check(z.describe("The label of the advisory's id")),
      severity: text(40).check(z.describe("The label of its severity")),
      cve: text(40).check(z.describe("The label of its CVE id")),
      cvss: text(60).check(z.describe("The label of its CVSS score and vector")),
      affected: text(40).check(z.describe("The label of the affected versions")),
      fixed: text(40).check(z.describe("The label of the fixed versions")),
      remediation: text(60).check(z.describe("The label of what to do")),
      timeline: text(40).check(z.describe("The label of its timeline")),
      credit: text(40).check(z.describe("The label of who found it")),
    })
    .check(z.describe("The labels of an advisory's table of facts")),
});

export type LabsCopy = z.infer<typeof labsCopySchema>;
