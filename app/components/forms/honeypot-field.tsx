import type { ChangeEvent } from "react";

import "~/styles/sections/_form-fields.scss";

export interface HoneypotFieldProps {
  /** id of the input. */
  id: string;
  /** The field's name; the schemas call it "website". */
  name: string;
  /** Label read by any bot or tool that finds the field, e.g. "Leave this field empty". */
  label: string;
  /** The current value (normally ""). */
  value: string;
  /** Called with the new value. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A spam trap: a field people never see or reach (hidden by CSS, hidden from assistive
 * technology, out of the tab order, no autofill), which automated posts tend to fill in.
 */
export function HoneypotField({ id, name, label, value, onChange }: HoneypotFieldProps) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
