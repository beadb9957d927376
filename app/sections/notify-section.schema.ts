/**
 * What a notify-me band (NotifySection in notify-form.tsx) takes from a content file. Its form
 * is named by what it is about and when it opens; the form's wording and endpoint are the site's
 * one notify form (app/content/signup-forms.ts), joined at build time.
 */
import * as z from "zod/mini";

import { notifyAction, notifyFormCopy } from "~/content/signup-forms";
import { elementId, text } from "~/lib/content/vocab/fields";

import type { NotifySectionProps } from "./notify-form";
import { signupBandFields } from "./signup-band.schema";

export const notifySectionSchema = z.strictObject({
  ...signupBandFields,
  form: z.union(
    [
      z.strictObject({
        id: elementId,
        /** The industry program the request is about, e.g. "Healthcare". */
        industry: text(1, 40),
        /** Ends "We'll e-mail you once, when …". */
        launch: text(1, 120),
      }),
      z.strictObject({
        id: elementId,
        /** The product the request is about, as the catalogue spells it. */
        product: text(1, 60),
        launch: text(1, 120),
      }),
    ],
    { error: "give the form an id, a launch and either an industry or a product" },
  ),
});

/** The band's props: its form built from the site's notify form. */
export function notifySectionProps({
  form: { launch, ...target },
  ...fields
}: z.infer<typeof notifySectionSchema>): NotifySectionProps {
  return {
    ...fields,
    form: { ...target, action: notifyAction, copy: notifyFormCopy(launch) },
  };
}
