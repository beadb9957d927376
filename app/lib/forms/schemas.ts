/**
 * The ONE definition of what each form accepts: the browser validates with it before sending,
 * and the server validates with it again before storing. zod/mini keeps the browser bundle small.
 */
import * as z from "zod/mini";

import { contactTopics, type FieldRules, LIMITS, newsletterTopics, segments } from "./fields.js";

export { contactTopics, LIMITS, newsletterTopics, segments } from "./fields.js";

type Values<T extends readonly { value: string }[]> = T[number]["value"];
const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as [Values<T>, ...Values<T>[]];

const requiredText = (max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${label}.`),
      z.maxLength(max, `Keep your ${label} under ${max} characters.`),
    );

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Enter your e-mail address."),
    z.maxLength(LIMITS.email, `Keep the e-mail address under ${LIMITS.email} characters.`),
    z.email("Enter an e-mail address like name@example.com."),
  );

/** Honeypot: a field people never see. Anything in it marks the post as automated. */
const website = z.optional(z.string().check(z.maxLength(LIMITS.website)));

export const contactSchema = z.strictObject({
  name: requiredText(LIMITS.name, "name"),
  email,
  company: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.company, `Keep the company name under ${LIMITS.company} characters.`),
      ),
  ),
  segment: z.optional(z.enum(values(segments), "Choose who you are from the list.")),
  topic: z.optional(z.enum(values(contactTopics), "Choose a topic from the list.")),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        LIMITS.message.min,
        `Tell us a little more (at least ${LIMITS.message.min} characters).`,
      ),
      z.maxLength(LIMITS.message.max, `Keep the message under ${LIMITS.message.max} characters.`),
    ),
  website,
});

export const newsletterSchema = z.strictObject({
  email,
  topics: z.optional(
    z
      .array(z.enum(values(newsletterTopics), "Choose topics from the list."))
      .check(z.maxLength(10)),
  ),
  website,
});

export const notifySchema = z.strictObject({
  email,
  product: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  industry: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  website,
});

export type ContactInput = z.infer<typeof contactSchema>;
export type NewsletterInput = z.infer<typeof newsletterSchema>;
export type NotifyInput = z.infer<typeof notifySchema>;

/** Field → first error message, the shape both the form and the API's 400 answer use. */
export type FieldErrors = Record<string, string>;

/** Validates `input`; returns the clean data or one message per failing field. */
export function validate<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.code === "unrecognized_keys" ? "form" : String(issue.path[0] ?? "form");
    errors[field] ??= issue.code === "unrecognized_keys" ? "Unexpected fields." : issue.message;
  }
  return { ok: false, errors };
}

/** Whether a template form's value counts as not given: blank, unticked, nothing chosen. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === false ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** A filled-in text value that breaks a rule; anything else is left to the other rules. */
const textBreaks = (value: unknown, broken: (text: string) => boolean) =>
  typeof value === "string" && !isEmpty(value) && broken(value);

/**
 * The schema of a template form (one that sends nothing), from its fields' rules: each field
 * gives its first broken rule's message, a required one first, and an empty optional field
 * breaks none. E-mail addresses follow the same rule as the server's `email` (zod's).
 */
export function rulesSchema(fields: readonly FieldRules[]) {
  const shape: Record<string, z.ZodMiniType<unknown>> = {};
  const matches: z.core.$ZodCheck<Record<string, unknown>>[] = [];
  for (const rules of fields) {
    const { name, required, email, minLength, matches: other, invalid } = rules;
    const checks: z.core.$ZodCheck<unknown>[] = [];
    if (required) checks.push(z.refine((value) => !isEmpty(value), required));
    if (email) {
      const message = invalid ?? "Enter an e-mail address like name@example.com";
      checks.push(
        z.refine(
          (value) => !textBreaks(value, (text) => !z.regexes.email.test(text.trim())),
          message,
        ),
      );
    }
    if (minLength !== undefined) {
      const message = invalid ?? `Use at least ${minLength} characters`;
      // Characters as people count them: an emoji is one, not two UTF-16 units.
      checks.push(
        z.refine((value) => !textBreaks(value, (text) => [...text].length < minLength), message),
      );
    }
    if (other !== undefined) {
      const message = invalid ?? "The two entries do not match";
      matches.push(z.refine((values) => values[name] === values[other], { message, path: [name] }));
    }
    shape[name] = z.unknown().check(...checks);
  }
  return z.object(shape).check(...matches);
}
