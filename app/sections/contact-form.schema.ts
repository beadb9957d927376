/**
 * What the contact form (contact-form.tsx) takes from a content file: its words. Where it posts
 * and its choices (segments, topics) are the form API's, from the shared form schemas
 * (app/lib/forms/), joined at build time so the page and the server name the same values.
 */
import * as z from "zod/mini";

import {
  actionLink,
  elementId,
  emailAddress,
  phoneNumber,
  sectionIntro,
  text,
} from "~/lib/content/vocab/fields";
import { contactTopics, segments } from "~/lib/forms/fields";
import { FORM_ENDPOINTS } from "~/lib/forms/submit";

import { contactDetailsSchema } from "./contact-details.schema";
import type { ContactFormProps } from "./contact-form";

const field = z.strictObject({ label: text(1, 60), hint: z.optional(text(1, 300)) });

export const contactFormSchema = z.strictObject({
  id: elementId,
  heading: sectionIntro,
  fields: z.strictObject({
    name: field,
    email: field,
    company: field,
    segment: field,
    topic: field,
    message: field,
    topicPlaceholder: text(1, 60),
    honeypot: text(1, 60),
  }),
  errorSummaryTitle: text(1, 120),
  submitLabel: text(1, 40),
  sendingLabel: text(1, 40),
  privacy: z.strictObject({ text: text(1, 300), link: actionLink }),
  recipient: z.strictObject({ email: emailAddress, phone: phoneNumber, subject: text(1, 80) }),
  success: z.strictObject({
    title: text(1, 120),
    text: text(1, 400),
    incidentText: text(1, 200),
    incidentPhone: phoneNumber,
    againLabel: text(1, 40),
  }),
  failure: z.strictObject({
    title: text(1, 120),
    text: text(1, 400),
    openLabel: text(1, 40),
    callText: text(1, 200),
    fallbackText: text(1, 200),
  }),
  /** The contact details shown beside the form (contact-details.tsx). */
  details: z.optional(contactDetailsSchema),
});

/** The form's props: its words, with the form API's endpoint and choices. */
export function contactFormProps(fields: z.infer<typeof contactFormSchema>): ContactFormProps {
  const { id, heading, ...rest } = fields;
  return {
    id,
    heading,
    action: FORM_ENDPOINTS.contact,
    ...rest,
    segments,
    topics: contactTopics,
  };
}
