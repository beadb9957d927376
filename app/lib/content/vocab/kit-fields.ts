/**
 * Field schemas the template kit's sections share (app/sections/kit/*.schema.ts): intros, links,
 * tones, drawn artwork, sample forms and Lucide icons by name (./icon-names.ts).
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import * as z from "zod/mini";

import { elementId, href, text } from "./fields.ts";
import { LUCIDE_NAME } from "./icon-names.ts";

const LUCIDE_ICONS = join(
  dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
  "dist/esm/icons",
);

/** A Lucide icon by its name, checked against the installed Lucide (lucide.dev/icons). */
export const lucideIcon = z
  .string("write the icon's Lucide name, e.g. mail")
  .check(
    z.refine(
      (name) => LUCIDE_NAME.test(name) && existsSync(join(LUCIDE_ICONS, `${name}.mjs`)),
      "name a Lucide icon in kebab-case, as lucide.dev/icons lists it (e.g. shield-check)",
    ),
  );

/** A kit section's eyebrow, h2 and intro. */
export const kitIntro = z.strictObject({
  eyebrow: z.optional(text(1, 60)),
  title: text(1, 160),
  intro: z.optional(text(1, 600)),
});

export const kitLink = z.strictObject({ label: text(1, 80), href });

/** A section's background in the kit: the page's, a soft tint, or the dark band. */
export const kitTone = z.optional(z.enum(["plain", "soft", "dark"], "use plain, soft or dark"));

/** A section's own id, for links to it (#faq). */
export const kitAnchor = z.optional(elementId);

/** The fields every kit section has: its id, its intro (the h2), its background, its anchor. */
export const kitSectionFields = {
  id: elementId,
  heading: kitIntro,
  tone: kitTone,
  anchor: kitAnchor,
};

/** A drawn picture: a seeded composition with a Lucide icon as its motif. */
export const kitArt = z.strictObject({
  seed: text(1, 60),
  motif: z.optional(lucideIcon),
  /** Alternative text; "" for a decorative picture. */
  alt: z.string("write the picture's alternative text"),
  tint: z.optional(text(1, 40)),
});

const sampleField = z.strictObject({
  name: z.string().check(z.regex(/^[a-z][a-zA-Z0-9-]*$/, "name the field in camelCase")),
  label: text(1, 80),
  type: z.enum(
    ["text", "email", "tel", "password", "date", "time", "number", "select", "textarea"],
    "use text, email, tel, password, date, time, number, select or textarea",
  ),
  required: z.optional(z.boolean()),
  options: z.optional(z.array(text(1, 80))),
  placeholder: z.optional(text(1, 80)),
  autoComplete: z.optional(text(1, 40)),
  minLength: z.optional(z.number().check(z.int(), z.gte(0))),
  defaultValue: z.optional(text(1, 200)),
  half: z.optional(z.boolean()),
});

/** A sample form: checked like a real one, it sends nothing. */
export const kitSampleForm = z.strictObject({
  label: text(1, 80),
  fields: z.array(sampleField).check(z.minLength(1, "list the form's fields")),
  submitLabel: text(1, 40),
  /** What the confirmation says; {first} becomes the first field's value. */
  thanks: text(1, 300),
  inline: z.optional(z.boolean()),
  note: z.optional(text(1, 300)),
});

/** A point with a Lucide icon (by name), a short title and a line: beside a form, under a video. */
export const kitIconPoint = z.strictObject({
  icon: lucideIcon,
  title: text(1, 100),
  text: text(1, 300),
});

/** One field of the kit's checked form (components/kit/kit-form.tsx): label, kind, rules. */
const checkedField = z.strictObject({
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

/**
 * A checked sample form (components/kit/kit-form.tsx): the browser-side checks of a real form,
 * inline errors and a summary; it sends nothing.
 */
export const kitCheckedForm = z.strictObject({
  id: elementId,
  /** The form's accessible name, where no heading names it. */
  label: z.optional(text(1, 80)),
  fields: z.array(checkedField).check(z.minLength(1, "list the form's fields")),
  submitLabel: text(1, 40),
  /** What the page says once the form passes its checks (nothing is sent). */
  outcome: text(1, 300),
  summaryTitle: z.optional(text(1, 80)),
  note: z.optional(text(1, 300)),
});
