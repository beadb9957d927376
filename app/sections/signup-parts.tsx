import type { ChangeEvent, Ref } from "react";

import { FormSuccess, type SignupFormCopy } from "~/components/forms/form-outcome";
import { TextField } from "~/components/forms/text-field";

import { SmartLink } from "./action-links";

/** The pieces the notify-me and newsletter forms share, so the two cannot drift apart. */

export interface SignupEmailFieldProps {
  id: string;
  copy: Pick<SignupFormCopy, "emailLabel" | "emailHint">;
  error?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The e-mail field of a sign-up form. */
export function SignupEmailField({ id, copy, error, value, onChange }: SignupEmailFieldProps) {
  return (
    <TextField
      id={id}
      name="email"
      type="email"
      label={copy.emailLabel}
      hint={copy.emailHint}
      error={error}
      autoComplete="email"
      spellCheck={false}
      required
      value={value}
      onChange={onChange}
    />
  );
}

/** The submit button: disabled and busy while the request is on its way. */
export function SignupSubmit({
  sending,
  copy,
}: {
  sending: boolean;
  copy: Pick<SignupFormCopy, "submitLabel" | "sendingLabel">;
}) {
  return (
    <button
      type="submit"
      className="btn btn-primary signup-form-submit"
      disabled={sending}
      aria-busy={sending || undefined}
    >
      {sending ? copy.sendingLabel : copy.submitLabel}
    </button>
  );
}

/** The small print under the button, ending with its link. */
export function SignupPrivacy({ privacy }: Pick<SignupFormCopy, "privacy">) {
  if (!privacy) return null;
  return (
    <p className="signup-form-privacy">
      {privacy.text} <SmartLink href={privacy.link.href}>{privacy.link.label}</SmartLink>.
    </p>
  );
}

/** The live region that announces success; it exists before the message so it is heard. */
export function SignupStatus({
  sent,
  success,
  successRef,
}: {
  sent: boolean;
  success: SignupFormCopy["success"];
  successRef: Ref<HTMLDivElement>;
}) {
  return (
    <div role="status" className="signup-form-status">
      {sent && <FormSuccess ref={successRef} {...success} />}
    </div>
  );
}
