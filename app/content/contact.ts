/**
 * Copy of the contact page (/contact), section by section, in page order. Contact details come
 * from the site config; the form's choices come from the shared form schemas.
 */
import { contactTopics, LIMITS, segments } from "~/lib/forms/fields";
import type { PageCopy } from "~/lib/meta";
import type { ContactDetailsProps } from "~/sections/contact-details";
import type { ContactFormProps } from "~/sections/contact-form";
import type { PageHeaderProps } from "~/sections/page-header";

import { site } from "./site";

/** Title and description of the page (the meta helper adds the brand suffix). */
export const contactMeta = {
  title: "Contact sales and support",
  description: `Talk to a ${site.brand} engineer about backup, managed detection or IT security. We reply within ${site.replyTime}; the incident line is staffed 24/7.`,
} as const satisfies PageCopy;

const FORM_TITLE_ID = "contact-form-title";

export const contactHeader = {
  id: "contact-title",
  eyebrow: "Contact",
  title: "Talk to the engineers who would do the work",
  lead: `Tell us what you need to protect and what keeps you up at night about it. An engineer from our Austin team, not a call center, replies within ${site.replyTime}. Dealing with an attack right now? Skip the form and call the incident line.`,
  actions: [
    { label: "Write to us", href: `#${FORM_TITLE_ID}` },
    {
      label: `Call the 24/7 incident line`,
      href: `tel:${site.phone.incident.tel}`,
    },
  ],
  facts: {
    title: "At a glance",
    items: [
      { label: "Reply to messages", value: `Within ${site.replyTime}` },
      { label: "Incident line", value: `${site.phone.incident.display}, 24/7` },
      { label: "Office hours", value: site.hours },
      { label: "Office", value: `${site.address.city}, ${site.address.region}` },
    ],
  },
} satisfies PageHeaderProps;

export const contactForm = {
  id: FORM_TITLE_ID,
  heading: {
    eyebrow: "Write to us",
    title: "Tell us about your environment",
    intro:
      "A few lines are enough: what you run, roughly how many machines or clients, and what prompted you to write. Fields without “(optional)” are required.",
  },
  action: "/api/contact",
  fields: {
    name: { label: "Name" },
    email: { label: "E-mail" },
    company: { label: "Company" },
    segment: { label: "I am", hint: "Helps us pass your message to the right team." },
    topic: { label: "Topic" },
    message: {
      label: "Message",
      hint: `At least ${LIMITS.message.min} characters. Please don't include passwords, keys or personal data you don't need to share.`,
    },
    topicPlaceholder: "Choose a topic",
    honeypot: "Leave this field empty",
  },
  segments,
  topics: contactTopics,
  errorSummaryTitle: "Check these fields before you continue",
  submitLabel: "Send message",
  sendingLabel: "Sending…",
  privacy: {
    text: "We keep your message on our own server for 365 days, use it only to answer you, and never sell it. How we handle it:",
    link: { label: "privacy policy", href: "/privacy-policy" },
  },
  recipient: {
    email: site.email.sales,
    phone: site.phone.main,
    subject: "Website inquiry",
  },
  success: {
    title: "Thank you. We have your message.",
    text: `An engineer will read it and reply to the e-mail address you gave within ${site.replyTime}. Our office hours are ${site.hours}.`,
    incidentText:
      "Dealing with an attack right now? Don't wait for the reply: call the 24/7 incident line at",
    incidentPhone: site.phone.incident,
    againLabel: "Write another message",
  },
  failure: {
    title: "Your message was not sent",
    text: `Everything you typed is still in the form. To send it another way, open it as an e-mail to ${site.email.sales}:`,
    openLabel: "Open it as an e-mail",
    callText: `Rather talk it through? Call us (${site.hours}) at`,
    fallbackText: "No mail app on this device? Copy your message and write to",
  },
} satisfies Omit<ContactFormProps, "aside">;

export const contactDetails = {
  incident: {
    id: "contact-incident-title",
    title: "Security incident in progress?",
    text: "Ransomware, a compromised mailbox, a server that will not come back: don't wait for a reply to a form. Call us and an analyst picks up, day or night, weekends and holidays included.",
    label: "24/7 incident line",
    phone: site.phone.incident,
    note: "Customers: have your customer ID ready. Not a customer yet? Call anyway; we will help you contain it first and talk about contracts later.",
  },
  office: {
    id: "contact-office-title",
    title: "Our office",
    reply: `We answer every message within ${site.replyTime}.`,
    address: {
      term: "Address",
      lines: [
        site.legalName,
        site.address.street,
        `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
        site.address.country,
      ],
    },
    hours: { term: "Office hours", text: site.hours },
    phone: { term: "Main line", number: site.phone.main },
    emails: {
      term: "E-mail",
      items: [
        { label: "Sales and new projects", address: site.email.sales },
        { label: "Existing customers", address: site.email.support },
        { label: "Reporting a vulnerability", address: site.email.security },
        { label: "Privacy requests", address: site.email.privacy },
      ],
    },
  },
  next: {
    id: "contact-next-title",
    title: "What happens after you write",
    steps: [
      `An engineer reads your message and replies within ${site.replyTime}, with answers or a few questions of their own.`,
      "If it looks like a fit, a 30-minute call about your environment and your recovery targets. No slide deck.",
      "A written proposal with fixed monthly pricing and the response times we commit to. No obligation, and month-to-month terms for MSP partners.",
    ],
  },
} satisfies ContactDetailsProps;
