import type { InputHTMLAttributes } from "react";

import {
  controlAttributes,
  type FieldBaseProps,
  LabelledField,
  splitFieldProps,
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
export function TextField(props: TextFieldProps) {
  const [field, { type = "text", ...input }] = splitFieldProps(props);
  return (
    <LabelledField {...field}>
      <input {...input} type={type} {...controlAttributes("form-control", field)} />
    </LabelledField>
  );
}
