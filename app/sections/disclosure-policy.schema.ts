/** What a vulnerability disclosure policy (disclosure-policy.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, href, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { DisclosurePolicyProps } from "./disclosure-policy";

const labelledList = z.strictObject({ label: text(1, 60), items: z.array(text(1, 300)) });

export const disclosurePolicySchema = z.strictObject({
  anchor: elementId,
  id: elementId,
  heading: sectionIntro,
  report: z.strictObject({
    title: text(1, 80),
    text: text(1, 600),
    email: z.email("write an e-mail address"),
    includeLabel: text(1, 80),
    include: z.array(text(1, 300)),
  }),
  securityTxt: z.strictObject({ text: text(1, 300), label: text(1, 80), href }),
  timeline: z.strictObject({
    title: text(1, 80),
    steps: z.array(z.strictObject({ time: text(1, 40), label: text(1, 80), text: text(1, 300) })),
  }),
  safeHarbor: z.strictObject({ title: text(1, 80), paragraphs: z.array(text(1, 1200)) }),
  scope: z.strictObject({ title: text(1, 80), inScope: labelledList, outOfScope: labelledList }),
});

export const disclosurePolicyFields = (
  fields: z.infer<typeof disclosurePolicySchema>,
): DisclosurePolicyProps => fields;
