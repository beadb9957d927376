import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { type ReactNode, useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";

import { ErrorSummary } from "~/components/forms/error-summary";
import { describedBy, FieldError } from "~/components/forms/field-parts";
import { Glyph } from "~/components/ui/icon";
import { useFormSubmit } from "~/hooks/use-form-submit";
import { cx } from "~/lib/cx";
import type { FieldRules } from "~/lib/forms/fields";

import "~/styles/kit/_sample-form.scss";
import "~/styles/kit/_kit-form.scss";

/** One field of a kit form: its rules make the form's zod schema (`rulesSchema`). */
export interface KitField extends FieldRules {
  label: string;
  /**
   * password: a password input with a show/hide toggle. checkbox: one box (remember me,
   * terms). checkboxes: a group of boxes, one per option (services).
   */
  type: "text" | "email" | "tel" | "password" | "textarea" | "select" | "checkbox" | "checkboxes";
  /** Browser and password-manager autofill token: "email", "username", "current-password"… */
  autoComplete?: string;
  /** Select and checkbox-group choices. */
  options?: readonly string[];
  /** Select: text of the empty first choice. Text fields: hint inside the empty field. */
  placeholder?: string;
  /** Help under the label (password rules), announced with the control. */
  hint?: string;
  /** Half width from md up (two such fields share a row). */
  half?: boolean;
}

export interface KitFormProps {
  /** Prefix of every id inside the form; unique on the page. */
  id: string;
  /** Accessible name of the form (or `labelledBy`). */
  label?: string;
  /** id of a heading that names the form. */
  labelledBy?: string;
  fields: readonly KitField[];
  submitLabel: string;
  /** What the page says once the form passes its checks: nothing is sent anywhere. */
  outcome: string;
  /** Title of the error summary. */
  summaryTitle?: string;
  /** Heading level of the error summary within the page outline. */
  summaryLevel?: 2 | 3;
  /** Content between the fields and the button ("Forgot password?"). */
  extra?: ReactNode;
  /** Small print under the button. */
  note?: string;
  className?: string;
}

/** A form's values: text for inputs and selects, a list for checkbox groups, a flag for a checkbox. */
type Value = string | boolean | readonly string[];
type Values = Record<string, Value>;

function initialValues(fields: readonly KitField[]): Values {
  const values: Values = {};
  for (const field of fields) {
    values[field.name] = field.type === "checkbox" ? false : field.type === "checkboxes" ? [] : "";
  }
  return values;
}

/** id of the control a field's error moves to (a group's first box). */
const controlId = (formId: string, field: KitField) =>
  field.type === "checkboxes" ? `${formId}-${field.name}-0` : `${formId}-${field.name}`;

/**
 * A template form on the site's one form stack (`useFormSubmit`, zod): after a refused submit
 * each field shows its error and an error summary above the form takes focus; a field's error
 * then follows its value. A form that passes says, in a focused status message, that nothing
 * was sent: there is nowhere to send it. Password inputs carry no `name`, so no submission,
 * even one the browser makes before the page's script runs, can include them.
 */
export function KitForm({
  id,
  label,
  labelledBy,
  fields,
  submitLabel,
  outcome,
  summaryTitle = "Check these fields before you continue",
  summaryLevel = 2,
  extra,
  note,
  className,
}: KitFormProps) {
  const [values, setValues] = useState<Values>(() => initialValues(fields));
  const { errors, sent, successRef, summaryRef, submit, preload, revalidate, reset } =
    useFormSubmit<HTMLParagraphElement>(fields, { summary: true });

  const update = (name: string, value: Value) => {
    const next = { ...values, [name]: value };
    setValues(next);
    reset();
    revalidate(name, next);
  };

  const summary = fields
    .filter((field) => errors[field.name])
    .map((field) => ({ target: controlId(id, field), message: errors[field.name] ?? "" }));

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- onFocus only preloads the schema
    <form
      className={cx("kit-form", className)}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      noValidate
      onFocus={preload}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values);
      }}
    >
      <ErrorSummary
        ref={summaryRef}
        id={`${id}-summary`}
        title={summaryTitle}
        errors={summary}
        headingLevel={summaryLevel}
      />
      <div className="kit-form-fields">
        {fields.map((field) => (
          <KitControl
            key={field.name}
            formId={id}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(value) => update(field.name, value)}
          />
        ))}
        {extra && <div className="kit-field kit-form-extra">{extra}</div>}
        <button type="submit" className="kit-btn kit-form-submit">
          {submitLabel}
        </button>
      </div>
      {note && <p className="kit-form-note">{note}</p>}
      <p ref={successRef} className="kit-form-status" role="status" tabIndex={-1}>
        {sent ? outcome : null}
      </p>
    </form>
  );
}

interface ControlProps {
  formId: string;
  field: KitField;
  value: Value | undefined;
  error: string | undefined;
  onChange: (value: Value) => void;
}

/** One field: label, hint, inline error, then its control. */
function KitControl({ formId, field, value, error, onChange }: ControlProps) {
  const id = `${formId}-${field.name}`;
  const hint = field.hint ? (
    <p id={`${id}-hint`} className="kit-field-hint">
      {field.hint}
    </p>
  ) : null;
  const aria = {
    "aria-describedby": describedBy(id, { hint: field.hint, error }),
    "aria-invalid": error ? true : undefined,
    "aria-required": field.required ? true : undefined,
  };
  const wrapper = cx("kit-field", field.half && "kit-field-half", error && "kit-field-invalid");

  if (field.type === "checkboxes") {
    const list = Array.isArray(value) ? (value as readonly string[]) : [];
    return (
      <fieldset className={wrapper} aria-describedby={aria["aria-describedby"]}>
        <legend className="kit-label">{field.label}</legend>
        {hint}
        <FieldError id={id} error={error} />
        <div className="kit-check-grid">
          {field.options?.map((option, index) => (
            <div key={option} className="form-check kit-check">
              <input
                id={`${id}-${index}`}
                type="checkbox"
                className="form-check-input"
                name={field.name}
                value={option}
                checked={list.includes(option)}
                aria-invalid={error ? true : undefined}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...list, option]
                      : list.filter((item) => item !== option),
                  )
                }
              />
              <label className="form-check-label" htmlFor={`${id}-${index}`}>
                {option}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    );
  }

  if (field.type === "checkbox") {
    return (
      <div className={wrapper}>
        <FieldError id={id} error={error} />
        <div className="form-check kit-check">
          <input
            id={id}
            type="checkbox"
            className="form-check-input"
            name={field.name}
            checked={value === true}
            {...aria}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={id}>
            {field.label}
          </label>
        </div>
        {hint}
      </div>
    );
  }

  const text = typeof value === "string" ? value : "";
  return (
    <div className={wrapper}>
      <label htmlFor={id} className="kit-label">
        {field.label}
      </label>
      {hint}
      <FieldError id={id} error={error} />
      {field.type === "select" ? (
        <select
          id={id}
          name={field.name}
          className="kit-select"
          autoComplete={field.autoComplete}
          value={text}
          {...aria}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{field.placeholder ?? "Choose one"}</option>
          {field.options?.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea
          id={id}
          name={field.name}
          className="kit-input"
          rows={4}
          placeholder={field.placeholder}
          value={text}
          {...aria}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : field.type === "password" ? (
        <PasswordInput
          id={id}
          autoComplete={field.autoComplete}
          value={text}
          aria={aria}
          onChange={onChange}
        />
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.type}
          className="kit-input"
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          spellCheck={field.type === "email" ? false : undefined}
          value={text}
          {...aria}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

interface PasswordInputProps {
  id: string;
  autoComplete: string | undefined;
  value: string;
  aria: Record<string, string | boolean | undefined>;
  onChange: (value: string) => void;
}

/**
 * A password input and a React Aria toggle button ("Show password", aria-pressed) that shows
 * it as text while pressed. The
 * input has no `name` on purpose (see KitForm).
 */
function PasswordInput({ id, autoComplete, value, aria, onChange }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="kit-password">
      <input
        id={id}
        type={shown ? "text" : "password"}
        className="kit-input"
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        {...aria}
        onChange={(event) => onChange(event.target.value)}
      />
      <ToggleButton
        className="kit-password-toggle"
        isSelected={shown}
        onChange={setShown}
        aria-controls={id}
        // One name whatever the state ("Show" is visible, so the name starts with it);
        // aria-pressed says whether the password is shown.
        aria-label="Show password"
      >
        <Glyph icon={shown ? EyeOff : Eye} size={18} />
        <span>Show</span>
      </ToggleButton>
    </div>
  );
}
