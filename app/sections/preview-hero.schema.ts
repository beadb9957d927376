/**
 * What a preview hero (preview-hero.tsx) takes from a content file. Its notify-me form is named
 * by what it is about and when it opens; the form's wording and endpoint are the site's one
 * notify form (app/content/signup-forms.ts), joined at build time.
 */
import * as z from "zod/mini";

import { notifyAction, notifyFormCopy } from "~/content/signup-forms";
import { actionButton, elementId, text } from "~/lib/content/vocab/fields";

import type { PreviewHeroProps } from "./preview-hero";

const milestoneState = z.enum(["done", "current", "planned"], "use done, current or planned");

export const previewHeroSchema = z.strictObject({
  id: elementId,
  name: text(1, 60),
  category: text(1, 80),
  title: text(1, 140),
  lead: text(1, 600),
  audience: z.strictObject({ label: text(1, 40), text: text(1, 200) }),
  notify: z.optional(
    z.strictObject({
      title: text(1, 80),
      /** The product the request is about, as the catalogue spells it (or "Portal"). */
      product: text(1, 60),
      /** Ends "We'll e-mail you once, when …": e.g. "Firecradle opens for early access". */
      launch: text(1, 120),
    }),
  ),
  actions: z.array(actionButton),
  plan: z.strictObject({
    title: text(1, 60),
    milestones: z.array(
      z.strictObject({
        when: text(1, 30),
        label: text(1, 60),
        text: text(1, 300),
        state: milestoneState,
      }),
    ),
    stateLabels: z.strictObject({ done: text(1, 20), current: text(1, 20), planned: text(1, 20) }),
    note: text(1, 300),
  }),
});

/** The hero's props: its notify form built from the site's notify form. */
export function previewHeroProps({
  notify,
  ...fields
}: z.infer<typeof previewHeroSchema>): PreviewHeroProps {
  return {
    ...fields,
    ...(notify && {
      notify: {
        title: notify.title,
        form: {
          id: `${fields.id}-form`,
          action: notifyAction,
          copy: notifyFormCopy(notify.launch),
          product: notify.product,
        },
      },
    }),
  };
}
