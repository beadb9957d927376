import * as z from "zod/mini";

import { NewsletterLinkAction } from "~/components/forms/newsletter-link-action";
import {
  confirmLink,
  type NewsletterLinkPageCopy,
  unsubscribeLink,
} from "~/content/newsletter-links";
import { actionLink, paragraph, text, titleId } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

/** The links of the newsletter's e-mails, by the name a content file gives them. */
const LINKS = { confirm: confirmLink, unsubscribe: unsubscribeLink } as const;

export type NewsletterLinkKind = keyof typeof LINKS;

const outcome = z.strictObject({
  title: text(1, 120).check(z.describe("The heading in this case")),
  text: text(1, 400).check(z.describe("A sentence or two under the heading")),
  link: actionLink,
});

export const schema = z.strictObject({
  id: titleId,
  link: z
    .enum(["confirm", "unsubscribe"], "use confirm or unsubscribe")
    .check(
      z.describe(
        "Which e-mail link the page is for; what its button's outcomes say is the server's",
      ),
    ),
  eyebrow: text(1, 60).check(z.describe("Short label above the title")),
  title: text(1, 140).check(z.describe("The page's title (its one h1)")),
  paragraphs: z
    .array(paragraph(600))
    .check(z.minLength(1, "give at least one paragraph"), z.describe("Before the button")),
  button: text(1, 40).check(z.describe("Text of the button")),
  sendingLabel: text(1, 40).check(z.describe("Text of the button while the request is sent")),
  missingToken: outcome.check(
    z.describe("Shown instead of the button when the page was opened without a token"),
  ),
  failureTitle: text(1, 120).check(
    z.describe("First line of the alert when the request did not reach the server or failed there"),
  ),
});

export type NewsletterLinkProps = Fields<typeof schema>;

/**
 * The page a newsletter e-mail's link opens (?token=…): its words from the page's file, what
 * the button's outcomes say from the module the server shares.
 */
export function NewsletterLink({ id, link, ...words }: NewsletterLinkProps) {
  const { outcomes, successes } = LINKS[link] as {
    outcomes: NewsletterLinkPageCopy<string>["outcomes"];
    successes: readonly string[];
  };
  return <NewsletterLinkAction id={id} copy={{ ...words, outcomes }} successes={successes} />;
}
