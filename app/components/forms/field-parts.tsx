import type { ReactNode } from "react";

import { cx } from "~/lib/cx";

/** What every labelled form field takes, whatever its control. */
export interface FieldBaseProps {
  /** id of the control; the hint and error ids are derived from it. */
  id: string;
  /** Visible label (or legend, for a group). */
  label: string;
  /** Help text shown under the label and announced with the control. */
  hint?: string;
  /** Error message; when set, the control is marked invalid and the message shown above it. */
  error?: string;
  /** Adds "(optional)" after the label; required fields carry no marker. */
  optional?: boolean;
  /** Extra classes for the field's wrapper. */
  className?: string;
}

/** id of a field's hint element. */
export const hintId = (id: string) => `${id}-hint`;
/** id of a field's error element. */
export const errorId = (id: string) => `${id}-error`;

/** The aria-describedby value for a field: its hint, its error and any extra ids, in that order. */
export function describedBy(
  id: string,
  { hint, error }: Pick<FieldBaseProps, "hint" | "error">,
  ...extra: (string | false | undefined)[]
): string | undefined {
  const ids = [hint && hintId(id), error && errorId(id), ...extra].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The label text with its "(optional)" marker. */
export function LabelText({ label, optional }: Pick<FieldBaseProps, "label" | "optional">) {
  return (
    <>
      {label}
      {optional && " "}
      {optional && <span className="field-optional">(optional)</span>}
    </>
  );
}

/** A field's hint, when it has one. */
export function FieldHint({ id, hint }: Pick<FieldBaseProps, "id" | "hint">) {
  return hint ? (
    <p id={hintId(id)} className="field-hint">
      {hint}
    </p>
  ) : null;
}

/** A field's inline error, when it has one; the icon and "Error:" prefix don't rely on color. */
export function FieldError({ id, error }: Pick<FieldBaseProps, "id" | "error">) {
  return error ? (
    <p id={errorId(id)} className="field-error">
      <ErrorIcon />
      <span>
        <span className="visually-hidden">Error: </span>
        {error}
      </span>
    </p>
  ) : null;
}

/** The wrapper of one field, flagged when it holds an error. */
export function fieldClass(error: string | undefined, className?: string): string {
  return cx("field", error && "field-invalid", className);
}

/**
 * Splits a field component's props into the field's own (label, hint, error, …) and the rest,
 * which go to its control.
 */
export function splitFieldProps<P extends FieldBaseProps>({
  id,
  label,
  hint,
  error,
  optional,
  className,
  ...rest
}: P): [FieldBaseProps, Omit<P, keyof FieldBaseProps>] {
  return [{ id, label, hint, error, optional, className }, rest];
}

/**
 * One labelled control: the wrapper, then the label, hint and error above the control (errors
 * sit above so they are read and seen before the control). Groups use a fieldset instead.
 */
export function LabelledField({ children, ...field }: FieldBaseProps & { children: ReactNode }) {
  return (
    <div className={fieldClass(field.error, field.className)}>
      <label className="form-label" htmlFor={field.id}>
        <LabelText {...field} />
      </label>
      <FieldHint {...field} />
      <FieldError {...field} />
      {children}
    </div>
  );
}

/**
 * The attributes that tie a control to its field: its id, Bootstrap's class (flagged invalid
 * when there is an error), aria-invalid, and aria-describedby (hint, error, then `extra`).
 */
export function controlAttributes(
  baseClass: "form-control" | "form-select",
  { id, hint, error }: Pick<FieldBaseProps, "id" | "hint" | "error">,
  ...extra: (string | false | undefined)[]
) {
  return {
    id,
    className: error ? `${baseClass} is-invalid` : baseClass,
    "aria-describedby": describedBy(id, { hint, error }, ...extra),
    "aria-invalid": error ? true : undefined,
  };
}

/** A small circled exclamation mark, decorative (the text carries the meaning). */
export function ErrorIcon() {
  return (
    <svg
      className="icon"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </svg>
  );
}
