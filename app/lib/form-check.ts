/**
 * Client-side checks for the kit's sample forms (auth, contacts): pure, so unit tests cover
 * every rule. A field's rules come from its content; the messages say how to fix the value.
 */

/** What a checked field asks of its value. */
export interface FieldRules {
  name: string;
  /** Message when empty (unchecked, nothing chosen); set means the field is required. */
  required?: string;
  /** The value must look like an e-mail address. */
  email?: boolean;
  /** At least this many characters (passwords). */
  minLength?: number;
  /** Name of another field this one must equal (confirm password). */
  matches?: string;
  /** Message when the value is there but breaks a rule (format, length, match). */
  invalid?: string;
}

/** A form's values: text for inputs and selects, a list for checkbox groups, a flag for a checkbox. */
export type FormValues = Readonly<Record<string, string | boolean | readonly string[]>>;

/** Field name to message, in the order of the fields. */
export type FormErrors = Record<string, string>;

// One @, something on each side, a dot in the domain, no spaces: what the browser's own
// type=email check accepts, give or take the exotic, and all a sample form needs.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function isEmpty(value: FormValues[string] | undefined): boolean {
  if (value === undefined || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The message for one field, or undefined when its value is fine. */
export function checkField(rules: FieldRules, values: FormValues): string | undefined {
  const value = values[rules.name];
  if (isEmpty(value)) return rules.required;
  if (typeof value !== "string") return undefined;
  const text = rules.email ? value.trim() : value;
  if (rules.email && !EMAIL.test(text))
    return rules.invalid ?? "Enter an e-mail address like name@example.com";
  if (rules.minLength !== undefined && [...value].length < rules.minLength)
    return rules.invalid ?? `Use at least ${rules.minLength} characters`;
  if (rules.matches !== undefined && value !== values[rules.matches])
    return rules.invalid ?? "The two entries do not match";
  return undefined;
}

/** Every field's message, in field order; empty when the form can be sent. */
export function checkForm(fields: readonly FieldRules[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = checkField(field, values);
    if (message) errors[field.name] = message;
  }
  return errors;
}
