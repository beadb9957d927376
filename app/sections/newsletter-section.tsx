/**
 * The newsletter band, under the name content files give it (`section: NewsletterSection`). It
 * lives beside the form it wraps in newsletter-form.tsx, so the pages that use only the form
 * keep their own styles and chunks as they are. Its form's wording and endpoint are the site's
 * newsletter form (app/content/signup-forms.ts), joined at build time.
 */
import * as z from "zod/mini";

import { newsletterAction, newsletterFormCopy } from "~/content/signup-forms";
import { elementId } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";
import { newsletterTopics } from "~/lib/forms/fields";

import type { NewsletterSectionProps } from "./newsletter-form";
import { signupBandSchema } from "./signup-band";

export { NewsletterSection, type NewsletterSectionProps } from "./newsletter-form";

const topicValues = newsletterTopics.map((topic) => topic.value);

export const schema = z.strictObject({
  ...signupBandSchema.shape,
  form: z
    .strictObject({
      id: elementId.check(z.describe("Starts every id inside the form; unique on the page")),
      defaultTopics: z.optional(
        z
          .array(z.enum(topicValues, `use the newsletter's topics: ${topicValues.join(", ")}`))
          .check(
            z.describe("The topics ticked when the form shows; the form's own default if left out"),
          ),
      ),
    })
    .check(z.describe("The sign-up form: its id and the topics ticked at first")),
});

/** The band's props: its form built from the site's newsletter form. */
export const resolve = ({ form, ...fields }: Fields<typeof schema>): NewsletterSectionProps => ({
  ...fields,
  form: {
    id: form.id,
    action: newsletterAction,
    copy: newsletterFormCopy,
    ...(form.defaultTopics ? { defaultTopics: form.defaultTopics } : {}),
  },
});
