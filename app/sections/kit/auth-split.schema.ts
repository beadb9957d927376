/**
 * What the sign-in pages' section (kit/auth-split.tsx) takes from a content file: the h1 and
 * lead, one or two panels (each a checked sample form with its fields, rules and messages, and
 * what surrounds it), and a cover picture beside a single form.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/fields";
import type { IconNamed } from "~/lib/content/icons";
import { kitArt, kitLink, lucideIcon } from "~/lib/content/kit-fields";

import type { AuthSplitProps } from "./auth-split";

/** One field of the kit's checked form (components/kit/checked-form.tsx): label, kind, rules. */
export const checkedField = z.strictObject({
  name: z.string().check(z.regex(/^[a-z][a-zA-Z0-9]*$/, "name the field in camelCase")),
  label: text(1, 120),
  type: z.enum(
    ["text", "email", "tel", "password", "textarea", "select", "checkbox", "checkboxes"],
    "use text, email, tel, password, textarea, select, checkbox or checkboxes",
  ),
  autoComplete: z.optional(text(1, 40)),
  options: z.optional(z.array(text(1, 80))),
  placeholder: z.optional(text(1, 80)),
  hint: z.optional(text(1, 200)),
  half: z.optional(z.boolean()),
  /** The message when the field is left empty; writing it makes the field required. */
  required: z.optional(text(1, 120)),
  email: z.optional(z.boolean()),
  minLength: z.optional(z.number().check(z.int(), z.gte(1))),
  /** The name of the field this one must equal (confirm password). */
  matches: z.optional(z.string()),
  /** The message when the value breaks a rule (format, length, match). */
  invalid: z.optional(text(1, 120)),
});

const authPanel = z.strictObject({
  heading: z.optional(text(1, 80)),
  steps: z.optional(z.array(text(1, 200))),
  form: z.strictObject({
    id: elementId,
    fields: z.array(checkedField).check(z.minLength(1, "list the form's fields")),
    submitLabel: text(1, 40),
    /** What the page says once the form passes its checks (nothing is sent). */
    outcome: text(1, 300),
    summaryTitle: z.optional(text(1, 80)),
    note: z.optional(text(1, 300)),
  }),
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
