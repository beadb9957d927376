import { type Ref, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation } from "react-router";

import { Icon } from "~/components/ui/icon";
import type { NewsletterLinkPageCopy, OutcomeCopy } from "~/content/newsletter-links";
import { useAfterHydration } from "~/hooks/use-after-hydration";
import { postLinkAction } from "~/lib/forms/submit";
import { SmartLink } from "~/sections/action-links";

import { ErrorIcon } from "./field-parts";
import { FormFailure } from "./form-outcome";

import "~/styles/sections/_confirmation.scss";
import "~/styles/sections/_form-fields.scss";
import "~/styles/sections/_signup-forms.scss";
import "~/styles/sections/_newsletter-link.scss";

export interface NewsletterLinkActionProps<Outcome extends string> {
  /** id of the h1. */
  id: string;
  copy: NewsletterLinkPageCopy<Outcome>;
  /** Outcomes that mean it worked (shown as a success; the rest as a problem). */
  successes: readonly Outcome[];
}

type State<Outcome> =
  | { kind: "ready" }
  | { kind: "sending" }
  | { kind: "done"; outcome: Outcome }
  | { kind: "failed"; message: string };

/** An outcome: what happened, and the one link onward. */
function Outcome({
  copy,
  success,
  ref,
}: {
  copy: OutcomeCopy;
  success: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className={success ? "form-success" : "form-failure"} tabIndex={-1}>
      {success ? <Icon name="check" size={22} /> : <ErrorIcon />}
      <div>
        <p className={success ? "form-success-title" : "form-failure-title"}>{copy.title}</p>
        <p>{copy.text}</p>
        <p className="mb-0">
          <SmartLink href={copy.link.href}>{copy.link.label}</SmartLink>
        </p>
      </div>
    </div>
  );
}

/**
 * The page an e-mail link of the newsletter opens: what the button does, and the button. A GET
 * never acts (mail scanners open links); the button posts to this very URL, token included,
 * with or without JavaScript. With it, the outcome replaces the button and takes focus; without,
 * the server answers with a short page.
 */
export function NewsletterLinkAction<Outcome extends string>({
  id,
  copy,
  successes,
}: NewsletterLinkActionProps<Outcome>) {
  const hydrated = useAfterHydration();
  const location = useLocation();
  const [state, setState] = useState<State<Outcome>>({ kind: "ready" });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // Only the browser knows the query: the prerendered page (no JavaScript) always has the button.
  const missingToken = hydrated && !new URLSearchParams(location.search).get("token");
  const outcomes = Object.keys(copy.outcomes) as Outcome[];

  async function press() {
    if (state.kind === "sending") return;
    setState({ kind: "sending" });
    const result = await postLinkAction(location.pathname + location.search, outcomes);
    if (result.status === "done") {
      flushSync(() => setState({ kind: "done", outcome: result.outcome }));
      outcomeRef.current?.focus();
    } else {
      flushSync(() => setState({ kind: "failed", message: result.message }));
      failureRef.current?.focus();
    }
  }

  const outcome = state.kind === "done" ? state.outcome : undefined;
  return (
    <section className="confirmation" aria-labelledby={id}>
      <div className="container">
        <div className="confirmation-card newsletter-link-card">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 id={id} className="confirmation-title">
            {copy.title}
          </h1>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph} className="confirmation-text">
              {paragraph}
            </p>
          ))}
          {state.kind === "failed" && (
            <FormFailure ref={failureRef} title={copy.failureTitle} message={state.message} />
          )}
          {!missingToken && outcome === undefined && (
            <form
              method="post"
              className="newsletter-link-form"
              aria-labelledby={id}
              onSubmit={(event) => {
                event.preventDefault();
                void press();
              }}
            >
              <button
                type="submit"
                className="btn btn-primary btn-lg"
                disabled={state.kind === "sending"}
                aria-busy={state.kind === "sending" || undefined}
              >
                {state.kind === "sending" ? copy.sendingLabel : copy.button}
              </button>
            </form>
          )}
          <div role="status" className="newsletter-link-status">
            {missingToken && <Outcome copy={copy.missingToken} success={false} />}
            {outcome !== undefined && (
              <Outcome
                ref={outcomeRef}
                copy={copy.outcomes[outcome]}
                success={successes.includes(outcome)}
              />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
