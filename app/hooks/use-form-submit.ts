import { type RefObject, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type * as z from "zod/mini";

import type { FieldRules } from "~/lib/forms/fields";
import { loadedSchemas, loadSchemas } from "~/lib/forms/load-schemas";
import type * as Schemas from "~/lib/forms/schemas";
import type { ContactInput, FieldErrors, NewsletterInput, NotifyInput } from "~/lib/forms/schemas";
import {
  type FormName,
  newIdempotencyKey,
  submitForm,
  type SubmitResult,
} from "~/lib/forms/submit";

/** What each form's schema makes of the input, so a form cannot pass another form's schema. */
interface FormInputs {
  contact: ContactInput;
  newsletter: NewsletterInput;
  notify: NotifyInput;
}

/** A form's own check of its input: every error, keyed by field; {} when it passes. */
export type FormCheck = (input: Record<string, unknown>) => FieldErrors;

/**
 * What a form validates with: the name of a form the server receives (its shared schema), the
 * rules of a template form's fields (`rulesSchema`), or a form's own check (the sample
 * checkout's, which knows today's date and the cart). The last two send nothing.
 */
export type FormSchema = FormName | readonly FieldRules[] | FormCheck;

/** Validates `input` with the schema of `form`, or its own check; passes it without schemas. */
function check<F extends FormName>(
  schemas: typeof Schemas | undefined,
  form: F | readonly FieldRules[] | FormCheck,
  input: Record<string, unknown>,
): { ok: true; data: unknown } | { ok: false; errors: FieldErrors } {
  if (typeof form === "function") {
    const errors = form(input);
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: input };
  }
  if (!schemas) return { ok: true, data: input };
  const schema =
    typeof form === "string"
      ? ({
          contact: schemas.contactSchema,
          newsletter: schemas.newsletterSchema,
          notify: schemas.notifySchema,
        }[form] as z.ZodMiniType<FormInputs[F]>)
      : schemas.rulesSchema(form);
  return schemas.validate(schema, input);
}

/**
 * How a refused submit shows its errors. With `summary`, an error summary lists them all (the
 * form's own included) and takes focus through `summaryRef`; with `recheck` too, once the form
 * has been submitted, `revalidate` checks every field again on each change, so errors appear
 * as well as clear. Otherwise each of `fields` shows its own error and the first of them in
 * error takes focus; an error no field shows goes in the failure alert, which takes focus when
 * no field is in error. Either way a refused submit withdraws an earlier outcome (`sent`).
 */
export type FormSubmitOptions = (
  | { summary: true; recheck?: boolean }
  | {
      /** Fields that show their own inline error, in form order. */
      fields: readonly string[];
      /** Moves focus to a field's control. */
      focusField: (field: string) => void;
    }
) & {
  /** Runs in the same render as the accepted state, e.g. to empty the fields. */
  onSent?: () => void;
};

/** `Success`: the element that shows the outcome (a panel, or a template form's status line). */
export interface FormSubmit<Success extends HTMLElement = HTMLDivElement> {
  /** The error of each field (with `summary`, every error, keyed by field or "form"). */
  errors: FieldErrors;
  /** A request is under way: the button is disabled and says so. */
  sending: boolean;
  /** The server accepted the submission (new or repeated); a template form passed its checks. */
  sent: boolean;
  /** Why the submission could not be sent, for the alert; null when there is nothing to say. */
  failure: string | null;
  /** Takes focus once the submission is accepted. */
  successRef: RefObject<Success | null>;
  /** Takes focus when the submission fails for a reason no field shows. */
  failureRef: RefObject<HTMLDivElement | null>;
  /** The error summary, which takes focus after a refused submit (with `summary`). */
  summaryRef: RefObject<HTMLDivElement | null>;
  /** Validates with the shared schema, then sends; never throws. Ignored while sending. */
  submit: (input: Record<string, unknown>) => Promise<void>;
  /** Starts loading the schema, so that a submit need not wait for it: the form's `onFocus`. */
  preload: () => void;
  /** After a refused submit, lets a field's error follow its new value (see `recheck`). */
  revalidate: (field: string, input: Record<string, unknown>) => void;
  /** Back to the form after it was accepted, to send another. */
  reset: () => void;
}

/**
 * The browser side of every form: the same schema as the server, errors per field, a busy
 * state, and focus moved to the outcome so it is both seen and announced. Without JavaScript
 * the same form posts to the server, which answers with a page. The schema loads on the form's
 * first focus (`preload`) or submit; should it fail to load, the server's validation stands.
 * A template form (`form` is its fields' rules) goes through the same steps but sends
 * nothing: once its values pass, it is `sent` at once.
 */
export function useFormSubmit<Success extends HTMLElement = HTMLDivElement>(
  form: FormSchema,
  options: FormSubmitOptions,
): FormSubmit<Success> {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const successRef = useRef<Success>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Set from the click on: `sending` only shows once the schema has loaded and passed the input.
  const busy = useRef(false);
  // The submission under way and its Idempotency-Key: sending the same data again after a
  // failure (a lost connection, a 503) is a retry of it, with the same key, so the server stores
  // it once; other data, or the next submission after one is accepted, gets a new key.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const submitted = useRef(false);

  function showInvalid(all: FieldErrors) {
    if ("summary" in options) {
      flushSync(() => {
        setSending(false);
        setSent(false);
        setErrors(all);
        setFailure(null);
      });
      summaryRef.current?.focus();
      return;
    }
    const { fields, focusField } = options;
    const inline: FieldErrors = {};
    const other: string[] = [];
    for (const [field, message] of Object.entries(all)) {
      if (fields.includes(field)) inline[field] = message;
      else other.push(message);
    }
    flushSync(() => {
      setSending(false);
      setSent(false);
      setErrors(inline);
      setFailure(other[0] ?? null);
    });
    const first = fields.find((field) => inline[field]);
    if (first) focusField(first);
    else failureRef.current?.focus();
  }

  async function submit(input: Record<string, unknown>) {
    if (busy.current) return;
    busy.current = true;
    try {
      await validateAndSend(input);
    } finally {
      busy.current = false;
    }
  }

  async function validateAndSend(input: Record<string, unknown>) {
    submitted.current = true;
    // A form's own check needs no schema: it answers within the click.
    const schemas =
      typeof form === "function" ? undefined : await loadSchemas().catch(() => undefined);
    const checked = check(schemas, form, input);
    if (!checked.ok) {
      showInvalid(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    let result: SubmitResult = { status: "sent" };
    if (typeof form === "string") {
      setSending(true);
      const data = checked.data as Record<string, unknown>;
      const body = JSON.stringify(data);
      if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
      result = await submitForm(form, data, undefined, attempt.current.key);
      if (result.status === "sent") attempt.current = null;
    }
    if (result.status === "invalid") {
      showInvalid(result.errors);
    } else if (result.status === "failed") {
      flushSync(() => {
        setSending(false);
        setFailure(result.message);
      });
      failureRef.current?.focus();
    } else {
      flushSync(() => {
        setSending(false);
        setSent(true);
        options.onSent?.();
      });
      successRef.current?.focus();
    }
  }

  function revalidate(field: string, input: Record<string, unknown>) {
    const all = "recheck" in options && options.recheck;
    if (all ? !submitted.current : !errors[field]) return;
    const apply = (schemas?: typeof Schemas) => {
      const checked = check(schemas, form, input);
      if (all) {
        setErrors(checked.ok ? {} : checked.errors);
        return;
      }
      const message = checked.ok ? undefined : checked.errors[field];
      setErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
    };
    // Loaded by the submit that showed the error, unless that load failed.
    const schemas = loadedSchemas();
    if (schemas || typeof form === "function") apply(schemas);
    else loadSchemas().then(apply, () => undefined);
  }

  const preload = () => void loadSchemas().catch(() => undefined);

  const reset = () => setSent(false);

  return {
    errors,
    sending,
    sent,
    failure,
    successRef,
    failureRef,
    summaryRef,
    submit,
    preload,
    revalidate,
    reset,
  };
}
