import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { type ReactNode, useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import * as z from "zod/mini";

import { ErrorSummary } from "~/components/forms/error-summary";
import { describedBy, FieldError } from "~/components/forms/field-parts";
import { Glyph } from "~/components/ui/icon";
import { useFormSubmit } from "~/hooks/use-form-submit";
import { elementId, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { cx } from "~/lib/cx";

import "~/styles/kit/_sample-form.scss";
import "~/styles/kit/_kit-form.scss";

/** One field of a kit form: its rules make the form's zod schema (`rulesSchema`). */
const checkedField = z
  .strictObject({
    name: z
      .string()
      .check(
        z.regex(/^[a-z][a-zA-Z0-9]*$/, "name the field in camelCase"),
        z.describe("The name the field is checked under, unique within the form"),
      ),
    label: text(1, 120).check(z.describe("The field's label, shown above it")),
    type: z
      .enum(
        ["text", "email", "tel", "password", "textarea", "select", "checkbox", "checkboxes"],
        "use text, email, tel, password, textarea, select, checkbox or checkboxes",
      )
      .check(
        z.describe(
          "password: a password field with a show/hide button; checkbox: one box (remember me, terms); checkboxes: one box per option",
        ),
      ),
    autoComplete: z.optional(
      text(1, 40).check(z.describe("The browser's autofill token, e.g. email or current-password")),
    ),
    options: z.optional(
      z
        .array(text(1, 80).check(z.describe("One choice, as the list shows it")))
        .check(z.describe("The choices of a select or a group of checkboxes")),
    ),
    placeholder: z.optional(
      text(1, 80).check(
        z.describe("A select's empty first choice, or a hint inside an empty text field"),
      ),
    ),
    hint: z.optional(
      text(1, 200).check(
        z.describe("Help under the label (password rules), read out with the field"),
      ),
    ),
    half: z.optional(
      z.boolean().check(z.describe("Half width on wider screens (two share a row)")),
    ),
    required: z.optional(
      text(1, 120).check(
        z.describe("The message when the field is left empty; writing it makes the field required"),
      ),
    ),
    email: z.optional(z.boolean().check(z.describe("The value must be an e-mail address"))),
    minLength: z.optional(
      z.number().check(z.int(), z.gte(1), z.describe("The fewest characters the field takes")),
    ),
    matches: z.optional(
      z.string().check(z.describe("The name of the field this one must equal (confirm password)")),
    ),
    invalid: z.optional(
      text(1, 120).check(
        z.describe("The message when the value breaks a rule (format, length, match)"),
      ),
    ),
  })
  .check(z.describe("One field of the form: its name, label, type and checks"));

/**
 * A checked sample form (a section's `form`): the browser-side checks of a real form, inline
 * errors and a summary; it sends nothing.
 */
export const checkedForm = z.strictObject({
  id: elementId.check(z.describe("Starts every id inside the form; unique on the page")),
  label: z.optional(
    text(1, 80).check(z.describe("The form's name for screen readers, where no heading names it")),
  ),
  fields: z
    .array(checkedField)
    .check(z.minLength(1, "list the form's fields"), z.describe("The form's fields, in order")),
  submitLabel: text(1, 40).check(z.describe("The text of the form's button")),
  outcome: text(1, 300).check(
    z.describe("What the page says once the form passes its checks (nothing is sent)"),
  ),
  summaryTitle: z.optional(text(1, 80).check(z.describe("The title of the error summary"))),
  note: z.optional(text(1, 300).check(z.describe("Small print under the button"))),
});

/** The form as a part of a section (`aside: { part: KitForm, … }`, a contact hero's card). */
export const part = z.extend(checkedForm, { part: z.literal("KitForm") });

export type KitFormProps = Omit<Fields<typeof part>, "part"> & {
  /** id of a heading that names the form (instead of `label`). */
  labelledBy?: string;
  /** Heading level of the error summary within the page outline. */
  summaryLevel?: 2 | 3;
  /** Content between the fields and the button ("Forgot password?"). */
  extra?: ReactNode;
  className?: string;
};

/** One field of a kit form. */
export type KitField = KitFormProps["fields"][number];

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
