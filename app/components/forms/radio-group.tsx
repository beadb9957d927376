import type { ChangeEvent, FocusEvent } from "react";

import {
  describedBy,
  type FieldBaseProps,
  fieldClass,
  FieldError,
  FieldHint,
  LabelText,
  splitFieldProps,
} from "./field-parts";
import type { FieldOption } from "./select-field";

import "~/styles/sections/_form-fields.scss";

export interface RadioGroupProps extends FieldBaseProps {
  /** The radios' shared name (the submitted field). */
  name: string;
  /** The choices, in display order. */
  options: readonly FieldOption[];
  /** The chosen value; "" when none is chosen. */
  value: string;
  /** Called with the chosen value. */
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Called when focus leaves one of the radios. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Lays the radios out in a row from the md breakpoint. */
  inline?: boolean;
}

/** id of the radio for `value` in the group `id`; the first one is the error summary's target. */
export const radioId = (id: string, value: string) => `${id}-${value}`;

/**
 * A set of radios in a fieldset whose legend is the visible label; the hint and the error
 * describe the fieldset (radios take no aria-invalid), and the radios are outlined in red.
 */
export function RadioGroup(props: RadioGroupProps) {
  const [field, { name, options, value, onChange, onBlur, inline }] = splitFieldProps(props);
  const { id, error } = field;
  return (
    <fieldset
      id={id}
      className={fieldClass(error, field.className)}
      aria-describedby={describedBy(id, field)}
    >
      <legend className="form-label">
        <LabelText {...field} />
      </legend>
      <FieldHint {...field} />
      <FieldError {...field} />
      <div className={inline ? "field-choices field-choices-inline" : "field-choices"}>
        {options.map((option) => {
          const optionId = radioId(id, option.value);
          return (
            <div className="form-check" key={option.value}>
              <input
                className={error ? "form-check-input is-invalid" : "form-check-input"}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={(event) => onChange(option.value, event)}
                onBlur={onBlur}
              />
              <label className="form-check-label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
