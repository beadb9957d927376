/** What a proof band (proof-band.tsx) takes from a content file. */
import * as z from "zod/mini";

import { elementId, sectionIntro, text } from "~/lib/content/vocab/fields";

import type { ProofBandProps } from "./proof-band";

export const proofBandSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  stats: z
    .array(z.strictObject({ value: text(1, 20), label: text(1, 200) }))
    .check(z.minLength(1, "give at least one figure")),
  quote: z.strictObject({
    quote: text(1, 600),
    role: text(1, 80),
    organization: text(1, 120),
  }),
  note: z.optional(text(1, 300)),
});

export const proofBandFields = (fields: z.infer<typeof proofBandSchema>): ProofBandProps => fields;
