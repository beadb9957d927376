/**
 * What the template kit's page title (kit/page-title.tsx) takes from a content file: an inner
 * page's breadcrumb trail, eyebrow, h1 and intro.
 */
import * as z from "zod/mini";

import { crumb, text } from "~/lib/content/fields";

import type { KitPageTitleProps } from "./page-title";

export const pageTitleSchema = z.strictObject({
  eyebrow: z.optional(text(1, 60)),
  title: text(1, 140),
  intro: z.optional(text(1, 600)),
  /** From the top; the last crumb is this page. */
  trail: z.array(crumb).check(z.minLength(1, "give the breadcrumb trail, this page last")),
});

export const pageTitleFields = (fields: z.infer<typeof pageTitleSchema>): KitPageTitleProps =>
  fields;
