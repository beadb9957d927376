/**
 * What each press of the button of the pages the newsletter's e-mail links open comes to
 * (/newsletter/confirm and /newsletter/unsubscribe, `?token=…`; the pages' own words are in
 * content/pages/newsletter/, the outcomes' in content/forms.yaml). The server (server/forms/routes.ts) answers a post without
 * JavaScript with the same words, so this module is compiled with the server too: relative
 * imports with `.js`, nothing from `~/`.
 */
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "../lib/paths.js";
import { forms } from "./generated/forms.js";
import { site } from "./generated/site.js";

/** What pressing "Confirm subscription" came to (the server's answer). */
export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";
/** What pressing "Unsubscribe" came to. */
export type UnsubscribeOutcome = "unsubscribed" | "invalid";

export interface OutcomeCopy {
  /** Heading of the result. */
  title: string;
  /** What happened and what the visitor can do. */
  text: string;
  /** Where to go from here. */
  link: { label: string; href: string };
}

/** What a newsletter link's page shows: its words (content/pages/newsletter/*.md), and the outcomes. */
export interface NewsletterLinkPageCopy<Outcome extends string> {
  eyebrow: string;
  /** The page's h1. */
  title: string;
  /** Before the button. */
  paragraphs: readonly string[];
  button: string;
  sendingLabel: string;
  /** Shown instead of the button when the page was opened without a token. */
  missingToken: OutcomeCopy;
  /** First line of the alert when the request did not reach the server or failed there. */
  failureTitle: string;
  outcomes: Record<Outcome, OutcomeCopy>;
}

/** Where a newsletter link lands, and what each outcome of its button says. */
export interface NewsletterLink<Outcome extends string> {
  path: string;
  outcomes: Record<Outcome, OutcomeCopy>;
  /** Outcomes that mean it worked (shown as a success; the rest as a problem). */
  successes: readonly Outcome[];
}

/** The broken-link outcome names the privacy address to write to. */
const withEmail = (outcome: OutcomeCopy): OutcomeCopy => ({
  ...outcome,
  text: outcome.text.replace("{email}", site.email.privacy),
});

export const confirmLink = {
  path: NEWSLETTER_CONFIRM_PATH,
  successes: ["confirmed", "already-confirmed"],
  outcomes: { ...forms.confirm, invalid: withEmail(forms.confirm.invalid) },
} as const satisfies NewsletterLink<ConfirmOutcome>;

export const unsubscribeLink = {
  path: NEWSLETTER_UNSUBSCRIBE_PATH,
  successes: ["unsubscribed"],
  outcomes: { ...forms.unsubscribe, invalid: withEmail(forms.unsubscribe.invalid) },
} as const satisfies NewsletterLink<UnsubscribeOutcome>;
