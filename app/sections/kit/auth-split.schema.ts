/**
 * What the sign-in pages' section (kit/auth-split.tsx) takes from a content file: the h1 and
 * lead, one or two panels (each a checked sample form with its fields, rules and messages, and
 * what surrounds it), and a cover picture beside a single form.
 */
import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";
import type { IconNamed } from "~/lib/content/vocab/icon-names";
import { kitArt, kitCheckedForm, kitLink, lucideIcon } from "~/lib/content/vocab/kit-fields";

import type { AuthSplitProps } from "./auth-split";

const authPanel = z.strictObject({
  heading: z.optional(text(1, 80)),
  steps: z.optional(z.array(text(1, 200))),
  form: z.omit(kitCheckedForm, { label: true }),
  forgot: z.optional(kitLink),
  alternatives: z.optional(z.array(z.strictObject({ label: text(1, 80), icon: lucideIcon }))),
  alternativesOutcome: z.optional(text(1, 300)),
  footer: z.optional(z.strictObject({ text: text(1, 120), link: kitLink })),
});

export const authSplitSchema = z.strictObject({
  title: text(1, 120),
  lead: text(1, 400),
  panels: z.array(authPanel).check(z.minLength(1), z.maxLength(2, "show one or two forms")),
  cover: z.optional(kitArt),
});

/** Whatever passes the schema is the section's props, each icon by its name. */
export const authSplitFields = (
  fields: z.infer<typeof authSplitSchema>,
): IconNamed<AuthSplitProps> => fields;
