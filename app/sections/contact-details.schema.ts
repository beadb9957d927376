/** What the contact details beside the contact form (contact-details.tsx) take from a content file. */
import * as z from "zod/mini";

import { elementId, emailAddress, phoneNumber, text } from "~/lib/content/vocab/fields";

import type { ContactDetailsProps } from "./contact-details";

export const contactDetailsSchema = z.strictObject({
  incident: z.strictObject({
    id: elementId,
    title: text(1, 80),
    text: text(1, 400),
    label: text(1, 40),
    phone: phoneNumber,
    note: text(1, 300),
  }),
  office: z.strictObject({
    id: elementId,
    title: text(1, 80),
    reply: text(1, 200),
    address: z.strictObject({ term: text(1, 40), lines: z.array(text(1, 120)) }),
    hours: z.strictObject({ term: text(1, 40), text: text(1, 120) }),
    phone: z.strictObject({ term: text(1, 40), number: phoneNumber }),
    emails: z.strictObject({
      term: text(1, 40),
      items: z.array(z.strictObject({ label: text(1, 80), address: emailAddress })),
    }),
  }),
  next: z.strictObject({
    id: elementId,
    title: text(1, 80),
    steps: z.array(text(1, 300)).check(z.minLength(1, "give at least one step")),
  }),
});

export const contactDetailsFields = (
  fields: z.infer<typeof contactDetailsSchema>,
): ContactDetailsProps => fields;
