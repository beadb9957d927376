/**
 * Words shared by every notify-me and newsletter form (labels, buttons and messages, written in
 * content/forms.yaml), and where each form posts. Pages pass them to NotifyForm and
 * NewsletterForm, with their own success text where it helps.
 */
import { FORM_ENDPOINTS } from "~/lib/forms/submit";
import { fillPlaceholders } from "~/lib/placeholders";

import type { Forms } from "./forms.schema";
import { forms } from "./generated/forms";

/** Where each form posts without JavaScript. */
export const notifyAction = FORM_ENDPOINTS.notify;
export const newsletterAction = FORM_ENDPOINTS.newsletter;

/**
 * The notify-me form's words; `launch` finishes the sentence "We'll e-mail you once, when …",
 * e.g. "Monitora opens for early access".
 */
export function notifyFormCopy(
  launch: string = forms.notify.defaultLaunch,
): Omit<Forms["notify"], "defaultLaunch"> {
  const { emailLabel, submitLabel, sendingLabel, honeypotLabel, failureTitle, privacy } =
    forms.notify;
  return {
    emailLabel,
    submitLabel,
    sendingLabel,
    honeypotLabel,
    success: {
      title: forms.notify.success.title,
      text: fillPlaceholders(forms.notify.success.text, { launch }),
    },
    failureTitle,
    privacy,
  };
}

/** The newsletter form's words. */
export const newsletterFormCopy: Forms["newsletter"] = forms.newsletter;
