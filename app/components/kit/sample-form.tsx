import { type FormEvent, useId, useRef, useState } from "react";

import { describedBy, FieldError } from "~/components/forms/field-parts";
import { useFormSubmit } from "~/hooks/use-form-submit";
import { cx } from "~/lib/cx";
import type { FieldRules } from "~/lib/forms/fields";

import "~/styles/kit/_sample-form.scss";
import "~/styles/sections/_field-error.scss";
/** One field of a sample form. */
export interface SampleField {
  /** Submitted name, unique within the form. */
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "password" | "date" | "time" | "number" | "select" | "textarea";
  required?: boolean;
  /** For selects: the choices (the first is preselected unless `placeholder` is set). */
  options?: readonly string[];
  /** Hint inside an empty text field. */
  placeholder?: string;
  /** Browser autofill token, e.g. "email", "name". */
  autoComplete?: string;
  /** Fewest characters a text or password field accepts. */
  minLength?: number;
  /** Text the field starts with (a profile form shows the saved values). */
  defaultValue?: string;
  /** Half width from md up (two such fields share a row). */
  half?: boolean;
}

export interface SampleFormProps {
  /** Accessible name of the form, e.g. "Book a tour". */
  label: string;
  fields: readonly SampleField[];
  submitLabel: string;
  /** What the confirmation says; "{first}" becomes the first field's value. */
  thanks: string;
  /** Fields and button in one row (an e-mail CTA) instead of a stacked form. */
  inline?: boolean;
  /** Small print under the button. */
  note?: string;
  className?: string;
}

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
