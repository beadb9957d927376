import type { Ref } from "react";

import { Icon } from "~/components/ui/icon";
import type { ActionLink } from "~/sections/action-links";

import { ErrorIcon } from "./field-parts";

import "~/styles/sections/_form-fields.scss";
import "~/styles/sections/_signup-forms.scss";

/** The words every sign-up form (notify-me, newsletter) needs. */
export interface SignupFormCopy {
  /** Label of the e-mail field ("Email"). */
  emailLabel: string;
  /** Help under the e-mail label. */
  emailHint?: string;
  /** Text of the submit button ("Notify me", "Subscribe"). */
  submitLabel: string;
  /** Text of the button while the request is on its way ("Sending…"). */
  sendingLabel: string;
  /** Label of the hidden spam-trap field, read only by bots. */
  honeypotLabel: string;
  /** Shown, and announced, once the request is stored. */
  success: {
    /** First line, e.g. "You're on the list". */
    title: string;
    /** What happens next. */
    text: string;
  };
  /** First line of the alert when the request could not be sent. */
  failureTitle: string;
  /** Small print under the button, ending with a link (e.g. to the privacy policy). */
  privacy?: { text: string; link: ActionLink };
}

export interface FormSuccessProps {
  /** The confirmation's first line, in bold. */
  title: string;
  /** What happens next. */
  text: string;
  /** The form moves focus here once the server has accepted the submission. */
  ref?: Ref<HTMLDivElement>;
}

/** What a form says once it has been accepted; sits inside the form's role="status" region. */
export function FormSuccess({ title, text, ref }: FormSuccessProps) {
  return (
    <div ref={ref} className="form-success" tabIndex={-1}>
      <Icon name="check" size={22} />
      <div>
        <p className="form-success-title">{title}</p>
        <p className="mb-0">{text}</p>
      </div>
    </div>
  );
}

export interface FormFailureProps {
  /** The alert's first line, e.g. "Your request was not sent". */
  title: string;
  /** Why, and what to do. */
  message: string;
  /** The form moves focus here when no field can show the problem. */
  ref?: Ref<HTMLDivElement>;
}

/** Why a submission did not go through, announced as an alert; what was typed stays in place. */
export function FormFailure({ title, message, ref }: FormFailureProps) {
  return (
    <div ref={ref} className="form-failure" role="alert" tabIndex={-1}>
      <ErrorIcon />
      <div>
        <p className="form-failure-title">{title}</p>
        <p className="mb-0">{message}</p>
      </div>
    </div>
  );
}
