import type { TextareaHTMLAttributes } from "react";

import { cx } from "~/lib/cx";
import { formatNumber } from "~/lib/numbers";

import {
  controlAttributes,
  type FieldBaseProps,
  LabelledField,
  splitFieldProps,
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

/** A multi-line text box with its label, hint, inline error and optional character count. */
export function TextareaField(props: TextareaFieldProps) {
  const [field, { count, value, rows = 6, ...textarea }] = splitFieldProps(props);
  const countId = `${field.id}-count`;
  const over = count !== undefined && value.length > count.max;
  return (
    <LabelledField {...field}>
      <textarea
        {...textarea}
        rows={rows}
        value={value}
        {...controlAttributes("form-control", field, count && countId)}
      />
      {count && (
        <p id={countId} className={cx("field-count", over && "field-count-over")}>
          {formatNumber(value.length)} of {formatNumber(count.max)} characters
        </p>
      )}
    </LabelledField>
  );
}
