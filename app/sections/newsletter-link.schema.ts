/** What the page of a newsletter e-mail's link (newsletter-link.tsx) takes from a content file. */
import * as z from "zod/mini";

import { actionLink, elementId, text } from "~/lib/content/vocab/fields";

import type { NewsletterLinkProps } from "./newsletter-link";

const outcome = z.strictObject({ title: text(1, 120), text: text(1, 400), link: actionLink });

export const newsletterLinkSchema = z.strictObject({
  id: elementId,
  link: z.enum(["confirm", "unsubscribe"], "use confirm or unsubscribe"),
  eyebrow: text(1, 60),
  title: text(1, 140),
  paragraphs: z.array(text(1, 600)).check(z.minLength(1, "give at least one paragraph")),
  button: text(1, 40),
  sendingLabel: text(1, 40),
  missingToken: outcome,
  failureTitle: text(1, 120),
});

export const newsletterLinkFields = (
  fields: z.infer<typeof newsletterLinkSchema>,
): NewsletterLinkProps => fields;
