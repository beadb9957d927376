/**
 * Copy of /thank-you, where browsers without JavaScript land after a form post
 * (`?form=contact|newsletter|notify`). The prerendered page is the generic version, true of all
 * three forms; the tailored one replaces it once the query has been read in the browser.
 */
import { bySlug } from "~/lib/by-slug";
import type { PageCopy } from "~/lib/meta";
import type { ConfirmationLink, ConfirmationProps } from "~/sections/confirmation";

import { products } from "./products";
import { site } from "./site";

/** The page's path: the form API's THANK_YOU_PATH. */
export const thankYouPath = "/thank-you";

export const thankYouMeta = {
  title: "Thank you",
  description: `Confirmation that your message, newsletter sign-up or launch-notice request reached ${site.brand}, what happens next, and where to go from here.`,
} as const satisfies PageCopy;

/** The forms that land here, as the API names them in `?form=`. */
export const thankYouForms = ["contact", "newsletter", "notify"] as const;
export type ThankYouForm = (typeof thankYouForms)[number];

const shadowCradle = bySlug(products, "shadowcradle");

const incidentNote = {
  text: "Something urgent? Our 24/7 incident line:",
  link: { label: site.phone.incident.display, href: `tel:${site.phone.incident.tel}` },
};

const next = {
  title: "Where to next",
  links: [
    {
      icon: "home",
      label: "Back to the home page",
      href: "/home",
      text: "Backup, detection and IT operations for MSPs, enterprises and households.",
    },
    {
      icon: "mail",
      label: "Contact our team",
      href: "/contact",
      text: `Phone, e-mail and office hours. An engineer replies within ${site.replyTime}.`,
    },
    {
      icon: "search",
      label: "Read Labs research",
      href: "/labs",
      text: "Advisories, research notes and open-source tools from the people on call.",
    },
  ] satisfies ConfirmationLink[],
};

const common = { id: "thank-you-title", next } as const;

/** Prerendered, and shown when `form` is missing or unknown: true of every form. */
export const genericThankYou = {
  ...common,
  eyebrow: "Received",
  title: "Thank you — we received your message",
  paragraphs: [
    "What you sent reached our own server and is stored there, not with a marketing or CRM service.",
    `If you wrote to us, an engineer replies within ${site.replyTime}. If you asked for a newsletter or a launch notice, we will only write to you about what you chose; a newsletter starts once you confirm the link we e-mail you.`,
  ],
  note: incidentNote,
} satisfies ConfirmationProps;

const tailored = {
  contact: {
    ...common,
    eyebrow: "Message sent",
    title: "Thank you — your message is with our team",
    paragraphs: [
      `An engineer, not a sales script, reads it and replies within ${site.replyTime} (${site.hours}).`,
      "If we need more detail before we can help, we will ask in that reply.",
    ],
    note: incidentNote,
  },
  newsletter: {
    ...common,
    eyebrow: "One more step",
    title: "Check your inbox to confirm",
    paragraphs: [
      "We sent a confirmation link to the address you gave. Open it and press Confirm, and the next issue on the topics you chose goes to you; security advisories go out on the day we publish them.",
      "Until you confirm, we send nothing else. If you do not, the address is deleted within 30 days. Every issue carries a link to unsubscribe at once.",
    ],
    note: {
      text: "Prefer a feed reader?",
      link: { label: "Use the Labs RSS feed", href: "/labs/rss.xml" },
    },
  },
  notify: {
    ...common,
    eyebrow: "On the list",
    title: "You're on the list",
    paragraphs: [
      "We will e-mail you once, when what you asked about opens. Nothing else, and no newsletter unless you sign up for one.",
      "Our managed services are available today if you would rather not wait.",
    ],
    note: {
      text: "Need protection now?",
      link: { label: `${shadowCradle.name} is available today`, href: shadowCradle.href },
    },
  },
} as const satisfies Record<ThankYouForm, ConfirmationProps>;

/** The page for the query's `form` value; anything else (in any case) gets the generic page. */
export function thankYouVariant(params: URLSearchParams): ConfirmationProps {
  const form = params.get("form")?.trim().toLowerCase();
  return thankYouForms.find((name) => name === form)
    ? tailored[form as ThankYouForm]
    : genericThankYou;
}
