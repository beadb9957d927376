import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import type * as z from "zod/mini";

import { type FieldErrors, validate } from "~/lib/forms/schemas";
import { submitForm } from "~/lib/forms/submit";

/** The short sign-up forms: one e-mail field and a few choices. */
export type SignupFormName = "newsletter" | "notify";

export interface SignupSubmitOptions {
  /** Fields that show their own inline error, in form order; any other error goes in the alert. */
  fields: readonly string[];
  /** Moves focus to a field's control (the first one in error after a refused submit). */
  focusField: (field: string) => void;
}

export interface SignupSubmit {
  /** Inline error per field in `fields`. */
  errors: FieldErrors;
  /** A request is under way: the button is disabled and says so. */
  sending: boolean;
  /** The server accepted the sign-up (new or repeated). */
  sent: boolean;
  /** Why the sign-up could not be sent, for the alert; null when there is nothing to say. */
  failure: string | null;
  /** Takes focus once the sign-up is accepted. */
  successRef: React.RefObject<HTMLDivElement | null>;
  /** Takes focus when the sign-up fails for a reason no field shows. */
  failureRef: React.RefObject<HTMLDivElement | null>;
  /** Validates with the shared schema, then sends; never throws. */
  submit: (input: Record<string, unknown>) => Promise<void>;
  /** After a refused submit, lets a field's error follow its new value. */
  revalidate: (field: string, input: Record<string, unknown>) => void;
}

/**
 * The browser side of a sign-up form: the same schema as the server, inline errors, a busy
 * state, and focus moved to the outcome so it is both seen and announced.
 */
export function useSignupSubmit<T>(
  form: SignupFormName,
  schema: z.ZodMiniType<T>,
  { fields, focusField }: SignupSubmitOptions,
): SignupSubmit {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  function showInvalid(all: FieldErrors) {
    const inline: FieldErrors = {};
    const other: string[] = [];
    for (const [field, message] of Object.entries(all)) {
      if (fields.includes(field)) inline[field] = message;
      else other.push(message);
    }
    flushSync(() => {
      setSending(false);
      setErrors(inline);
      setFailure(other[0] ?? null);
    });
    const first = fields.find((field) => inline[field]);
    if (first) focusField(first);
    else failureRef.current?.focus();
  }

  async function submit(input: Record<string, unknown>) {
    if (sending) return;
    const check = validate(schema, input);
    if (!check.ok) {
      showInvalid(check.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    const result = await submitForm(form, check.data as Record<string, unknown>);
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
      });
      successRef.current?.focus();
    }
  }

  function revalidate(field: string, input: Record<string, unknown>) {
    if (!errors[field]) return;
    const check = validate(schema, input);
    const message = check.ok ? undefined : check.errors[field];
    setErrors(({ [field]: _old, ...rest }) => (message ? { ...rest, [field]: message } : rest));
  }

  return { errors, sending, sent, failure, successRef, failureRef, submit, revalidate };
}
