/** What an account page's heading (kit/account-head.tsx) takes from a content file. */
import * as z from "zod/mini";

import { text } from "~/lib/content/vocab/fields";

import type { AccountHeadProps } from "./account-head";

export const accountHeadSchema = z.strictObject({
  title: text(1, 80),
  intro: z.optional(text(1, 300)),
});

export const accountHeadFields = (fields: z.infer<typeof accountHeadSchema>): AccountHeadProps =>
  fields;
