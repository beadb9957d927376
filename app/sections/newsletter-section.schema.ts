/**
 * What a newsletter band (NewsletterSection in newsletter-form.tsx) takes from a content file:
 * the band's words and which topics start ticked. The form's wording and endpoint are the site's
 * one newsletter form (app/content/signup-forms.ts), joined at build time.
 */
import * as z from "zod/mini";

import { newsletterAction, newsletterFormCopy } from "~/content/signup-forms";
import { elementId } from "~/lib/content/vocab/fields";
import { newsletterTopics } from "~/lib/forms/fields";

import type { NewsletterSectionProps } from "./newsletter-form";
import { signupBandFields } from "./signup-band.schema";

const topicValues = newsletterTopics.map((topic) => topic.value);

export const newsletterSectionSchema = z.strictObject({
  ...signupBandFields,
  form: z.strictObject({
    id: elementId,
    /** The topics ticked when the form shows; the form's own default when left out. */
    defaultTopics: z.optional(
      z.array(z.enum(topicValues, `use the newsletter's topics: ${topicValues.join(", ")}`)),
    ),
  }),
});

/** The band's props: its form built from the site's newsletter form. */
export const newsletterSectionProps = ({
  form,
  ...fields
}: z.infer<typeof newsletterSectionSchema>): NewsletterSectionProps => ({
  ...fields,
  form: {
    id: form.id,
    action: newsletterAction,
    copy: newsletterFormCopy,
    ...(form.defaultTopics ? { defaultTopics: form.defaultTopics } : {}),
  },
});
