/**
 * The kit's sample form (kit/sample-form.tsx) as a part of a section in a content file
 * (`below: { part: SampleForm, … }`, a hero's booking form): the checked sample form's fields
 * (app/lib/content/vocab/kit-fields.ts), which it sends nowhere.
 */
import * as z from "zod/mini";

import { kitSampleForm } from "~/lib/content/vocab/kit-fields";

import type { SampleFormProps } from "./sample-form";

export const sampleFormPart = z.extend(kitSampleForm, { part: z.literal("SampleForm") });

export const sampleFormFields = ({
  part: _part,
  ...props
}: z.infer<typeof sampleFormPart>): SampleFormProps => props;
