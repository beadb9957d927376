/**
 * Copy of the pages the newsletter's e-mail links open (/newsletter/confirm and
 * /newsletter/unsubscribe, `?token=…`), and of what each press of their button comes to. The
 * server (server/forms/routes.ts) answers a post without JavaScript with the same words, so this
 * module is compiled with the server too: relative imports with `.js`, nothing from `~/`.
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

export interface NewsletterLinkPageCopy<Outcome extends string> {
  path: string;
  meta: { title: string; description: string };
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

export const confirmPage = {
  path: NEWSLETTER_CONFIRM_PATH,
  meta: {
    title: "Confirm your newsletter subscription",
    description: `Confirm that you want ${site.brand} Labs advisories and research by e-mail. Until you press the button, we send nothing to your address.`,
  },
  eyebrow: "Newsletter",
  title: "Confirm your subscription",
  paragraphs: [
    `Someone, we hope you, asked for ${site.brand} Labs e-mail at the address this link was sent to. Press the button to start receiving it; until then we send nothing.`,
    "If you did not ask for it, close this page: the address is deleted from our list within 30 days.",
  ],
  button: "Confirm subscription",
  sendingLabel: "Confirming…",
  missingToken: {
    title: "Open this page from the e-mail",
    text: "This page confirms a subscription when it is opened from the link in our confirmation e-mail. The address it was opened with carries no confirmation code.",
    link: newsletterSignup,
  },
  failureTitle: "Your subscription is not confirmed yet",
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
} as const satisfies NewsletterLinkPageCopy<ConfirmOutcome>;

export const unsubscribePage = {
  path: NEWSLETTER_UNSUBSCRIBE_PATH,
  meta: {
    title: "Unsubscribe from the newsletter",
    description: `Stop ${site.brand} Labs e-mail with one press of a button. Your address and the topics you chose are deleted from our list at once.`,
  },
  eyebrow: "Newsletter",
  title: "Unsubscribe from Labs e-mail",
  paragraphs: [
    `Press the button to stop ${site.brand} Labs e-mail at the address this link was sent to. We delete the address and its topics from our list at once; nothing else is needed.`,
  ],
  button: "Unsubscribe",
  sendingLabel: "Unsubscribing…",
  missingToken: {
    title: "Open this page from an e-mail",
    text: `This page unsubscribes the address an e-mail of ours was sent to, when it is opened from the link in that e-mail. Without it, write to ${site.email.privacy} and we will remove your address.`,
    link: home,
  },
  failureTitle: "You are not unsubscribed yet",
  outcomes: {
    unsubscribed: {
      title: "You're unsubscribed",
      text: "Your address is off our list and we will not write to it again. If you change your mind, you can sign up again on the Labs page.",
      link: labs,
    },
    invalid: brokenLink,
  },
} as const satisfies NewsletterLinkPageCopy<UnsubscribeOutcome>;
