/**
 * Words shared by every notify-me and newsletter form: labels, buttons and messages. Pages pass
 * them to NotifyForm and NewsletterForm, with their own success text where it helps.
 */
import { FORM_ENDPOINTS } from "~/lib/forms/submit";
import type { NewsletterFormCopy } from "~/sections/newsletter-form";
import type { NotifyFormCopy } from "~/sections/notify-form";

/** Where each form posts without JavaScript. */
export const notifyAction = FORM_ENDPOINTS.notify;
export const newsletterAction = FORM_ENDPOINTS.newsletter;

const privacyLink = { label: "privacy policy", href: "/privacy-policy#forms" };
const honeypotLabel = "Leave this field empty";
const sendingLabel = "Sending…";

/**
 * The notify-me form's words; `launch` finishes the sentence "We'll e-mail you once, when …",
 * e.g. "Monitora opens for early access".
 */
export function notifyFormCopy(launch = "it opens for early access"): NotifyFormCopy {
  return {
    emailLabel: "Email",
    submitLabel: "Notify me",
    sendingLabel,
    honeypotLabel,
    success: {
      title: "You're on the list",
      text: `We'll e-mail you once, when ${launch}. Nothing else, and no newsletter unless you sign up for one.`,
    },
    failureTitle: "Your request was not sent",
    privacy: {
      text: "One e-mail, and your address is used for nothing else. How we store it:",
      link: privacyLink,
    },
  };
}

/** The newsletter form's words. */
export const newsletterFormCopy = {
  emailLabel: "Email",
  topicsLegend: "Topics",
  topicsHint: "Choose what you would like to hear about.",
  submitLabel: "Subscribe",
  sendingLabel,
  honeypotLabel,
  success: {
    title: "Check your inbox",
    text: "We sent a confirmation link to the address you gave. Nothing else is sent until you open it and press Confirm; if you do not, the address is deleted within 30 days.",
  },
  failureTitle: "Your subscription was not sent",
  privacy: {
    text: "We send only the topics you tick and never sell your address. Details in our",
    link: privacyLink,
  },
} as const satisfies NewsletterFormCopy;
