/**
 * What content/forms.yaml holds: the words every notify-me and newsletter form shares, and what
 * the newsletter e-mail's buttons come to. Checked at build (app/content-collections.ts); the
 * types are this schema's.
 *
 * Compiled by the server too (server/tsconfig.json): relative imports only.
 */
import * as z from "zod/mini";

import { text, withPlaceholders } from "../lib/content/vocab/collection-fields.js";

const link = z.strictObject({
  label: text(80),
  href: z.string("write the link as text").check(z.regex(/^\/[^\s]*$/, 'start the link with "/"')),
});

const signupForm = {
  emailLabel: text(40),
  submitLabel: text(40),
  sendingLabel: text(40),
  honeypotLabel: text(80),
  failureTitle: text(80),
  privacy: z.strictObject({ text: text(200), link }),
};

/** One outcome of a newsletter link's button: its heading, what happened, where to go next. */
const outcome = (body = text(400)) => z.strictObject({ title: text(80), text: body, link });

export const formsSchema = z.strictObject({
  notify: z.strictObject({
    ...signupForm,
    success: z.strictObject({ title: text(80), text: withPlaceholders(["launch"], 300) }),
    defaultLaunch: text(80),
  }),
  newsletter: z.strictObject({
    ...signupForm,
    topicsLegend: text(40),
    topicsHint: z.optional(text(120)),
    success: z.strictObject({ title: text(80), text: text(300) }),
  }),
  confirm: z.strictObject({
    confirmed: outcome(),
    "already-confirmed": outcome(),
    expired: outcome(),
    invalid: outcome(withPlaceholders(["email"], 400)),
  }),
  unsubscribe: z.strictObject({
    unsubscribed: outcome(),
    invalid: outcome(withPlaceholders(["email"], 400)),
  }),
});

export type Forms = z.infer<typeof formsSchema>;
