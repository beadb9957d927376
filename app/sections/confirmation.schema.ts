/**
 * What a confirmation (confirmation.tsx) takes from a content file. `variants` are for a page
 * varied by its query (/thank-you?form=…): by query value, the fields that differ from the
 * prerendered version (app/lib/content/variants.ts picks one in the browser).
 */
import * as z from "zod/mini";

import { actionLink, elementId, href, iconName, text } from "~/lib/content/vocab/fields";

import type { ConfirmationProps } from "./confirmation";

const message = {
  eyebrow: text(1, 60),
  title: text(1, 140),
  paragraphs: z.array(text(1, 600)).check(z.minLength(1, "give at least one paragraph")),
  note: z.optional(z.strictObject({ text: text(1, 200), link: actionLink })),
};

export const confirmationSchema = z.strictObject({
  id: elementId,
  ...message,
  next: z.strictObject({
    title: text(1, 80),
    links: z.array(
      z.strictObject({ icon: iconName, label: text(1, 80), href, text: text(1, 300) }),
    ),
  }),
  variants: z.optional(
    z.record(
      z
        .string()
        .check(z.regex(/^[a-z][a-z0-9-]*$/, "name a variant by its query value, e.g. contact")),
      z.strictObject(message),
    ),
  ),
});

export type ConfirmationFields = z.infer<typeof confirmationSchema>;

/** The prerendered version and each variant over it are valid props of the section. */
export const confirmationFields = ({
  variants,
  ...fields
}: ConfirmationFields): ConfirmationProps[] => [
  fields,
  ...Object.values(variants ?? {}).map((variant) => ({ ...fields, ...variant })),
];
