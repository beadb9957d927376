/**
 * What content/forms.yaml holds: the words every notify-me and newsletter form shares, and what
 * the newsletter e-mail's buttons come to. Checked at build (app/content-collections.ts); the
 * types are this schema's.
 *
 * Compiled by the server too (server/tsconfig.json): relative imports only.
 */
import * as z from "zod/mini";

import { text, withPlaceholders } from "../lib/content/vocab/collection-fields.js";

const link = z
  .strictObject({
    label: text(80).check(z.describe("The link's text")),
    href: z
      .string("write the link as text")
      .check(
        z.regex(/^\/[^\s]*$/, 'start the link with "/"'),
        z.describe("The page the link goes to, e.g. /privacy"),
      ),
  })
  .check(z.describe("A link: its text and the page it goes to"));

const signupForm = {
  emailLabel: text(40).check(z.describe("The label of the e-mail field")),
  submitLabel: text(40).check(z.describe("The text of the form's button")),
  sendingLabel: text(40).check(z.describe("The button's text while the form is sending")),
  honeypotLabel: text(80).check(
    z.describe("The label of the hidden field that catches bots; people never see it"),
  ),
  failureTitle: text(80).check(z.describe("The heading of the message when sending fails")),
  privacy: z
    .strictObject({
      text: text(200).check(z.describe("The line under the form on how the address is used")),
      link,
    })
    .check(z.describe("The privacy line under the form and its link")),
};

/** One outcome of a newsletter link's button: its heading, what happened, where to go next. */
const outcome = (body = text(400)) =>
  z
    .strictObject({
      title: text(80).check(z.describe("The page's heading for this outcome")),
      text: body.check(z.describe("What the page says under the heading")),
      link: link.check(z.describe("Where the page sends the visitor next")),
    })
    .check(z.describe("What the page shows in this case"));

export const formsSchema = z.strictObject({
  notify: z
    .strictObject({
      ...signupForm,
      success: z
        .strictObject({
          title: text(80).check(z.describe("The heading once the address is saved")),
          text: withPlaceholders(["launch"], 300).check(
            z.describe("What it says under the heading; {launch} becomes the launch"),
          ),
        })
        .check(z.describe("What the form says once the address is saved")),
      defaultLaunch: text(80).check(
        z.describe("What {launch} says when the page names no launch, e.g. the launch"),
      ),
    })
    .check(z.describe("The notify-me form on coming-soon pages")),
  newsletter: z
    .strictObject({
      ...signupForm,
      topicsLegend: text(40).check(z.describe("The heading over the topic checkboxes")),
      topicsHint: z.optional(text(120).check(z.describe("A line under the topics' heading"))),
      success: z
        .strictObject({
          title: text(80).check(z.describe("The heading once the address is saved")),
          text: text(300).check(z.describe("What it says under the heading")),
        })
        .check(z.describe("What the form says once the address is saved")),
    })
    .check(z.describe("The newsletter sign-up form")),
  confirm: z
    .strictObject({
      confirmed: outcome(),
      "already-confirmed": outcome(),
      expired: outcome(),
      invalid: outcome(withPlaceholders(["email"], 400)),
    })
    .check(
      z.describe("The page a confirmation link opens: confirmed, already, expired or invalid"),
    ),
  unsubscribe: z
    .strictObject({
      unsubscribed: outcome(),
      invalid: outcome(withPlaceholders(["email"], 400)),
    })
    .check(z.describe("The page an unsubscribe link opens: done, or an invalid link")),
});

export type Forms = z.infer<typeof formsSchema>;
