/**
 * Fields the account pages' sections share (kit/account-*.schema.ts): a panel's heading, as a
 * content file writes it.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitLink } from "~/lib/content/vocab/kit-fields";

import type { AccountPanelHead } from "./account-page";

/** A panel's h2 (its id names the region), a line under it, a link beside it. */
export const accountPanel = z.strictObject({
  id: elementId,
  title: text(1, 80),
  intro: z.optional(text(1, 400)),
  action: z.optional(kitLink),
});

export const accountPanelFits = (panel: z.infer<typeof accountPanel>): AccountPanelHead => panel;
