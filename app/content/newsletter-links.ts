/**
 * What each press of the button of the pages the newsletter's e-mail links open comes to
 * (/newsletter/confirm and /newsletter/unsubscribe, `?token=…`; the pages' own words are in
 * content/pages/newsletter/). The server (server/forms/routes.ts) answers a post without
 * JavaScript with the same words, so this module is compiled with the server too: relative
 * imports with `.js`, nothing from `~/`.
 */
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "../lib/paths.js";
import { site } from "./site.js";

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

const newsletterSignup = {
  label: "Sign up again on the Labs page",
  href: "/labs#labs-newsletter-title",
};
const labs = { label: "Read the latest Labs research", href: "/labs" };
const home = { label: "Back to the home page", href: "/home" };

const brokenLink: OutcomeCopy = {
  title: "This link does not work",
  text: `It may have been cut short when it was copied, or it belongs to a subscription that has ended. Open the link from the e-mail again, or write to ${site.email.privacy} and we will sort it out.`,
  link: home,
};

export const confirmLink = {
  path: NEWSLETTER_CONFIRM_PATH,
  successes: ["confirmed", "already-confirmed"],
  outcomes: {
    confirmed: {
      title: "You're subscribed",
      text: "Thank you for confirming. The next issue on the topics you chose goes to your address, and every e-mail from us carries a link to unsubscribe at once.",
      link: labs,
    },
    "already-confirmed": {
      title: "Your subscription is already confirmed",
      text: "Nothing else to do: this link had been used before. Every e-mail from us carries a link to unsubscribe at once.",
      link: labs,
    },
    expired: {
      title: "This link has expired",
      text: "Confirmation links work for 7 days. Sign up again with the same address and we will send a new one; the old request is deleted on its own.",
      link: newsletterSignup,
    },
    invalid: brokenLink,
  },
} as const satisfies NewsletterLink<ConfirmOutcome>;

export const unsubscribeLink = {
  path: NEWSLETTER_UNSUBSCRIBE_PATH,
  successes: ["unsubscribed"],
  outcomes: {
    unsubscribed: {
      title: "You're unsubscribed",
      text: "Your address is off our list and we will not write to it again. If you change your mind, you can sign up again on the Labs page.",
      link: labs,
    },
    invalid: brokenLink,
  },
} as const satisfies NewsletterLink<UnsubscribeOutcome>;
