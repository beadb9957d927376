import { type FormEvent, useId, useState } from "react";

import { cx } from "~/lib/cx";

import "~/styles/kit/_sample-form.scss";

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

/**
 * A form on a sample page: it validates like a real one (the browser's constraint checks,
 * announced on submit) and then confirms in a status message that nothing was sent, since a
 * template has nowhere to send it. It never leaves the page.
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
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const first = new FormData(form).get(fields[0]?.name ?? "");
    setSent(thanks.replace("{first}", typeof first === "string" ? first : ""));
    form.reset();
  };

  return (
    <form
      className={cx("kit-form", inline && "kit-form-inline", className)}
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
    >
      <div className="kit-form-fields">
        {fields.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const common = {
            id: fieldId,
            name: field.name,
            required: field.required,
            autoComplete: field.autoComplete,
            minLength: field.minLength,
            className: field.type === "select" ? "kit-select" : "kit-input",
          };
          return (
            <div key={field.name} className={cx("kit-field", field.half && "kit-field-half")}>
              <label htmlFor={fieldId} className={inline ? "visually-hidden" : "kit-label"}>
                {field.label}
                {field.required && !inline ? <span aria-hidden="true"> *</span> : null}
              </label>
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
      <p className="kit-form-status" role="status">
        {sent}
      </p>
    </form>
  );
}
