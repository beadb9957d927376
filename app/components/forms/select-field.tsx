import type { SelectHTMLAttributes } from "react";

import {
  describedBy,
  type FieldBaseProps,
  fieldClass,
  FieldError,
  FieldHint,
  LabelText,
} from "./field-parts";

import "~/styles/sections/_form-fields.scss";

/** One choice of a select or radio group. */
export interface FieldOption {
  /** The submitted value. */
  value: string;
  /** What people read. */
  label: string;
}

export interface SelectFieldProps
  extends
    FieldBaseProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      "id" | "className" | "aria-describedby" | "aria-invalid" | "multiple"
    > {
  /** The choices, in display order. */
  options: readonly FieldOption[];
  /** Text of a first, empty choice (value ""), e.g. "Choose a topic". */
  placeholder?: string;
}

/** A native select with its label, hint and inline error. */
export function SelectField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <div className={fieldClass(error, className)}>
      <label className="form-label" htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      <select
        {...select}
        id={id}
        className={error ? "form-select is-invalid" : "form-select"}
        aria-describedby={describedBy(id, { hint, error })}
        aria-invalid={error ? true : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
