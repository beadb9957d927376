/**
 * The notify-me band, under the name content files give it (`section: NotifySection`). It lives
 * beside the form it wraps in notify-form.tsx, so the pages that use only the form keep their
 * own styles and chunks as they are. Its form is named by what it is about and when it opens;
 * the form's wording and endpoint are the site's one notify form (app/content/signup-forms.ts),
 * joined at build time.
 */
import * as z from "zod/mini";

import { notifyAction, notifyFormCopy } from "~/content/signup-forms";
import { elementId, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import type { NotifySectionProps } from "./notify-form";
import { signupBandSchema } from "./signup-band";

export { NotifySection, type NotifySectionProps } from "./notify-form";

const launch = text(1, 120).check(
  z.describe('Ends "We\'ll e-mail you once, when …": e.g. "the program opens"'),
);

export const schema = z.strictObject({
  ...signupBandSchema.shape,
  form: z
    .union(
      [
        z.strictObject({
          id: elementId.check(z.describe("Starts every id inside the form; unique on the page")),
          industry: text(1, 40).check(
            z.describe('The industry program the request is about, e.g. "Healthcare"'),
          ),
          launch,
        }),
        z.strictObject({
          id: elementId.check(z.describe("Starts every id inside the form; unique on the page")),
          product: text(1, 60).check(
            z.describe("The product the request is about, as the catalogue spells it"),
          ),
          launch,
        }),
      ],
      { error: "give the form an id, a launch and either an industry or a product" },
    )
    .check(z.describe("The notify-me form: its id, its launch, and the industry or product")),
});

/** The band's props: its form built from the site's notify form. */
export const resolve = ({
  form: { launch, ...target },
  ...fields
}: Fields<typeof schema>): NotifySectionProps => ({
  ...fields,
  form: { ...target, action: notifyAction, copy: notifyFormCopy(launch) },
});
