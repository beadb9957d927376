import type { SelectHTMLAttributes } from "react";

import {
  controlAttributes,
  type FieldBaseProps,
  LabelledField,
  splitFieldProps,
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
export function SelectField(props: SelectFieldProps) {
  const [field, { options, placeholder, ...select }] = splitFieldProps(props);
  return (
    <LabelledField {...field}>
      <select {...select} {...controlAttributes("form-select", field)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
