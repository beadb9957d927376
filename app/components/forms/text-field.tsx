import type { InputHTMLAttributes } from "react";

import {
  describedBy,
  type FieldBaseProps,
  fieldClass,
  FieldError,
  FieldHint,
  LabelText,
} from "./field-parts";

import "~/styles/sections/_form-fields.scss";

export interface TextFieldProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "id" | "className" | "aria-describedby" | "aria-invalid"
    > {
  /** Input type; text-like types only. */
  type?: "text" | "email" | "tel" | "url" | "search";
}

/** A single-line text input with its label, hint and inline error. */
export function TextField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  type = "text",
  ...input
}: TextFieldProps) {
  return (
    <div className={fieldClass(error, className)}>
      <label className="form-label" htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      <input
        {...input}
        id={id}
        type={type}
        className={error ? "form-control is-invalid" : "form-control"}
        aria-describedby={describedBy(id, { hint, error })}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}
