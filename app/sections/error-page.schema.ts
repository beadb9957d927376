/** What the site's error page (components/error-page.tsx) takes from a content file. */
import * as z from "zod/mini";

import { href, iconName, text } from "~/lib/content/vocab/fields";

import type { ErrorPageProps } from "./error-page";

const message = z.strictObject({ title: text(1, 80), text: text(1, 300) });

export const errorPageSchema = z.strictObject({
  /** What it says when the address does not exist (404). */
  notFound: message,
  /** What it says when a page fails to load (500). */
  failed: message,
  /** Where to go next: a card each. */
  suggestions: z
    .array(z.strictObject({ label: text(1, 40), href, icon: iconName, text: text(1, 80) }))
    .check(z.minLength(1, "give at least one way onward")),
});

export const errorPageFields = (fields: z.infer<typeof errorPageSchema>): ErrorPageProps => fields;
