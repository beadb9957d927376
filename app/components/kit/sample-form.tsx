import { type FormEvent, useId, useRef, useState } from "react";
import * as z from "zod/mini";

import { describedBy, FieldError } from "~/components/forms/field-parts";
import { useFormSubmit } from "~/hooks/use-form-submit";
import { text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";
import type { FieldRules } from "~/lib/forms/fields";

import "~/styles/kit/_sample-form.scss";
import "~/styles/sections/_field-error.scss";
/** One field of a sample form. */
const sampleField = z
  .strictObject({
    name: z
      .string()
      .check(
        z.regex(/^[a-z][a-zA-Z0-9-]*$/, "name the field in camelCase"),
        z.describe("The name the field is submitted under, unique within the form"),
      ),
    label: text(1, 80).check(z.describe("The field's label, shown above it")),
    type: z
      .enum(
        ["text", "email", "tel", "password", "date", "time", "number", "select", "textarea"],
        "use text, email, tel, password, date, time, number, select or textarea",
      )
      .check(
        z.describe(
          "The kind of input: text, email, tel, password, date, time, number, select or textarea",
        ),
      ),
    required: z.optional(
      z.boolean().check(z.describe("The form cannot be sent while this field is empty")),
    ),
    options: z.optional(
      z
        .array(text(1, 80).check(z.describe("One choice, as the list shows it")))
        .check(
          z.describe(
            "For a select: the choices (the first is chosen unless there is a placeholder)",
          ),
        ),
    ),
    placeholder: z.optional(text(1, 80).check(z.describe("Hint inside the empty field"))),
    autoComplete: z.optional(
      text(1, 40).check(z.describe("The browser's autofill token, e.g. email or name")),
    ),
    minLength: z.optional(
      z
        .number()
        .check(
          z.int(),
          z.gte(0),
          z.describe("The fewest characters a text or password field takes"),
        ),
    ),
    defaultValue: z.optional(
      text(1, 200).check(z.describe("What the field starts with (a profile form's saved values)")),
    ),
    half: z.optional(
      z.boolean().check(z.describe("Half width on wider screens (two share a row)")),
    ),
  })
  .check(z.describe("One field of the form: its name, label and type"));

/** A sample form: checked like a real one, it sends nothing (a section's `form`). */
export const sampleForm = z.strictObject({
  label: text(1, 80).check(z.describe("The form's name for screen readers, e.g. Book a tour")),
  fields: z
    .array(sampleField)
    .check(z.minLength(1, "list the form's fields"), z.describe("The form's fields, in order")),
  submitLabel: text(1, 40).check(z.describe("The text of the form's button")),
  thanks: text(1, 300).check(
    z.describe("What the confirmation says; {first} becomes the first field's value"),
  ),
  inline: z.optional(
    z.boolean().check(z.describe("Fields and button in one row (an e-mail signup)")),
  ),
  note: z.optional(text(1, 300).check(z.describe("Small print under the button"))),
});

/** The form as a part of a section (`below: { part: SampleForm, … }`, a hero's booking form). */
export const part = z.extend(sampleForm, { part: z.literal("SampleForm") });

export type SampleFormProps = Omit<Fields<typeof part>, "part"> & { className?: string };

/** One field of a sample form. */
type SampleField = SampleFormProps["fields"][number];

/** A field's rules for the form's zod schema: what its attributes ask, in words. */
function rulesOf(field: SampleField): FieldRules {
  const label = field.label.charAt(0).toLowerCase() + field.label.slice(1);
  return {
    name: field.name,
    required: field.required
      ? field.type === "select"
        ? `Choose ${label}`
        : `Enter ${label}`
      : undefined,
    email: field.type === "email",
    minLength: field.minLength,
  };
}

/** The form's values, by field name: what its fields hold now. */
const valuesOf = (form: HTMLFormElement) =>
  Object.fromEntries(new FormData(form)) as Record<string, unknown>;

/**
 * A form on a sample page, on the site's one form stack (`useFormSubmit`, zod): its fields'
 * attributes make its schema; a refused submit shows each error under its label and moves
 * focus to the first field in error, and a passing one confirms in a status message that
 * nothing was sent, since a template has nowhere to send it. It never leaves the page. Its
 * fields are the browser's own (uncontrolled), so what was typed before hydration stays.
 */
export function SampleForm({
  label,
  fields,
  submitLabel,
  thanks,
  inline,
  note,
  className,
}: SampleFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The first field's value when the form was sent, for "{first}" in the confirmation.
  const [first, setFirst] = useState("");
  const fieldId = (name: string) => `${id}-${name}`;
  const { errors, sent, successRef, submit, preload, revalidate, reset } =
    useFormSubmit<HTMLParagraphElement>(fields.map(rulesOf), {
      fields: fields.map((field) => field.name),
      focusField: (name) => document.getElementById(fieldId(name))?.focus(),
      onSent: () => formRef.current?.reset(),
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesOf(event.currentTarget);
    const value = values[fields[0]?.name ?? ""];
    setFirst(typeof value === "string" ? value : "");
    void submit(values);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- onFocus only preloads the schema, onChange lets errors follow the values
    <form
      ref={formRef}
      className={cx("kit-form", inline && "kit-form-inline", className)}
      aria-label={label}
      noValidate
      onFocus={preload}
      onChange={(event) => {
        reset();
        const target: EventTarget = event.target;
        const name = target instanceof Element ? target.getAttribute("name") : null;
        if (name) revalidate(name, valuesOf(event.currentTarget));
      }}
      onSubmit={onSubmit}
    >
      <div className="kit-form-fields">
        {fields.map((field) => {
          const error = errors[field.name];
          const common = {
            id: fieldId(field.name),
            name: field.name,
            required: field.required,
            autoComplete: field.autoComplete,
            minLength: field.minLength,
            className: field.type === "select" ? "kit-select" : "kit-input",
            "aria-describedby": describedBy(fieldId(field.name), { error }),
            "aria-invalid": error ? true : undefined,
          };
          return (
            <div key={field.name} className={cx("kit-field", field.half && "kit-field-half")}>
              <label
                htmlFor={fieldId(field.name)}
                className={inline ? "visually-hidden" : "kit-label"}
              >
                {field.label}
                {field.required && !inline ? <span aria-hidden="true"> *</span> : null}
              </label>
              <FieldError id={fieldId(field.name)} error={error} />
              {field.type === "select" ? (
                <select {...common} defaultValue={field.placeholder ? "" : field.options?.[0]}>
                  {field.placeholder && (
                    <option value="" disabled>
                      {field.placeholder}
                    </option>
                  )}
                  {field.options?.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </select>
              ) : field.type === "textarea" ? (
                <textarea
                  {...common}
                  rows={4}
                  placeholder={field.placeholder}
                  defaultValue={field.defaultValue}
                />
              ) : (
                <input
                  {...common}
                  type={field.type}
                  placeholder={field.placeholder}
                  defaultValue={field.defaultValue}
                />
              )}
            </div>
          );
        })}
        <button type="submit" className="kit-btn kit-form-submit">
          {submitLabel}
        </button>
      </div>
      {note && <p className="kit-form-note">{note}</p>}
      <p ref={successRef} className="kit-form-status" role="status" tabIndex={-1}>
        {sent ? thanks.replace("{first}", first) : null}
      </p>
    </form>
  );
}
