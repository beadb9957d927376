/**
 * The site's error page, under the name content files give it (`section: ErrorPage`): its
 * component lives in components/error-page.tsx, which the root's error boundary loads too.
 */
import * as z from "zod/mini";

import type { ErrorPageProps } from "~/components/error-page";
import { href, iconName, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

export { ErrorPage, type ErrorPageProps } from "~/components/error-page";

const message = z.strictObject({
  title: text(1, 80).check(z.describe("The page's heading in this case")),
  text: text(1, 300).check(z.describe("A sentence or two under the heading")),
});

export const schema = z.strictObject({
  notFound: message.check(z.describe("What it says when the address does not exist (404)")),
  failed: message.check(z.describe("What it says when a page fails to load (500)")),
  suggestions: z
    .array(
      z
        .strictObject({
          label: text(1, 40).check(z.describe("The link's text")),
          href,
          icon: iconName,
          text: text(1, 80).check(z.describe("A line under the link")),
        })
        .check(z.describe("One way onward: a link with an icon and a line")),
    )
    .check(
      z.minLength(1, "give at least one way onward"),
      z.describe("Where to go next: a card each"),
    ),
});

/** Props the component takes (it keeps its own: it is no section); a type error if not. */
type TakenBy<Props, Taken extends Props> = Taken;

/** What a content file gives the error page. */
export type ErrorPageFields = TakenBy<ErrorPageProps, Fields<typeof schema>>;
