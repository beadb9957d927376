/**
 * The kit's checked sample form (kit/kit-form.tsx) as a part of a section in a content file
 * (`aside: { part: KitForm, … }`, a contact hero's "write to us" card): the checked form's fields
 * (app/lib/content/vocab/kit-fields.ts); it sends nothing.
 */
import * as z from "zod/mini";

import { kitCheckedForm } from "~/lib/content/vocab/kit-fields";

import type { KitFormProps } from "./kit-form";

export const kitFormPart = z.extend(kitCheckedForm, { part: z.literal("KitForm") });

export const kitFormFields = ({
  part: _part,
  ...props
}: z.infer<typeof kitFormPart>): KitFormProps => props;
