import type { Ref } from "react";

import { Icon } from "~/components/ui/icon";

import { ErrorIcon } from "./field-parts";

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
