/**
 * What the template kit's page title band (kit/page-title.tsx) takes from a content file: the
 * breadcrumb trail (the last crumb is the page itself), an eyebrow, the h1 and an intro.
 */
import * as z from "zod/mini";

import { crumb, text } from "~/lib/content/vocab/fields";

import type { KitPageTitleProps } from "./page-title";

export const pageTitleSchema = z.strictObject({
  eyebrow: z.optional(text(1, 60)),
  title: text(1, 140),
  intro: z.optional(text(1, 600)),
  trail: z.array(crumb).check(z.minLength(1, "list the breadcrumb trail, this page last")),
});

export const pageTitleFields = (fields: z.infer<typeof pageTitleSchema>): KitPageTitleProps =>
  fields;
