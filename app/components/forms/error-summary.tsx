import type { MouseEvent, Ref } from "react";

import { ErrorIcon } from "./field-parts";

import "~/styles/sections/_form-fields.scss";

/** One problem listed in the summary. */
export interface SummaryError {
  /** id of the control to move to (for a radio group, its first radio). */
  target: string;
  /** The message, the same as the field's inline error. */
  message: string;
}

export interface ErrorSummaryProps {
  /** id of the summary's heading. */
  id: string;
  /** The heading, e.g. "Check these fields before you continue". */
  title: string;
  /** The problems, in the order of the fields. */
  errors: readonly SummaryError[];
  /** Heading level that fits the surrounding outline. */
  headingLevel?: 2 | 3;
  /** The form moves focus here after a failed submit. */
  ref?: Ref<HTMLDivElement>;
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const control = document.getElementById(target);
  if (!control) return;
  // Focus the control itself rather than following the fragment, which only scrolls.
  event.preventDefault();
  control.focus();
}

/**
 * The list of a form's problems after a failed submit: announced as an alert, focused by the
 * form, each entry a link that moves to its field. Renders nothing without errors.
 */
export function ErrorSummary({ id, title, errors, headingLevel = 2, ref }: ErrorSummaryProps) {
  if (errors.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={id} tabIndex={-1}>
      <Heading id={id} className="error-summary-title">
        <ErrorIcon />
        {title}
      </Heading>
      <ul className="error-summary-list">
        {errors.map((error) => (
          <li key={error.target}>
            <a href={`#${error.target}`} onClick={(event) => focusTarget(event, error.target)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
