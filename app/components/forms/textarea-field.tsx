import type { TextareaHTMLAttributes } from "react";

import { cx } from "~/lib/cx";

import {
  describedBy,
  type FieldBaseProps,
  fieldClass,
  FieldError,
  FieldHint,
  LabelText,
} from "./field-parts";

import "~/styles/sections/_form-fields.scss";

export interface TextareaFieldProps
  extends
    FieldBaseProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      "id" | "className" | "aria-describedby" | "aria-invalid" | "value"
    > {
  /** The current text (the field is controlled). */
  value: string;
  /**
   * Shows a "n of max characters" count under the box, read with the field. The box itself
   * is not capped, so a long paste is never cut silently: validation reports the excess.
   */
  count?: { max: number };
}

const number = new Intl.NumberFormat("en-US");

/** A multi-line text box with its label, hint, inline error and optional character count. */
export function TextareaField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  count,
  value,
  rows = 6,
  ...textarea
}: TextareaFieldProps) {
  const countId = `${id}-count`;
  const over = count !== undefined && value.length > count.max;
  return (
    <div className={fieldClass(error, className)}>
      <label className="form-label" htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} error={error} />
      <textarea
        {...textarea}
        id={id}
        rows={rows}
        value={value}
        className={error ? "form-control is-invalid" : "form-control"}
        aria-describedby={describedBy(id, { hint, error }, count && countId)}
        aria-invalid={error ? true : undefined}
      />
      {count && (
        <p id={countId} className={cx("field-count", over && "field-count-over")}>
          {number.format(value.length)} of {number.format(count.max)} characters
        </p>
      )}
    </div>
  );
}
