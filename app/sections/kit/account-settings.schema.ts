/**
 * What the settings page (kit/account-settings.tsx) takes from a content file: two sample forms,
 * the notification switches and the delete-account confirmation, each panel with its heading.
 */
import * as z from "zod/mini";

import { elementId, text } from "~/lib/content/vocab/fields";
import { kitSampleForm } from "~/lib/content/vocab/kit-fields";

import { accountPanel } from "./account-page.schema";
import type { AccountSettingsProps } from "./account-settings";

const switchItem = z.strictObject({
  id: elementId,
  label: text(1, 60),
  description: z.optional(text(1, 200)),
  /** Whether it starts on. */
  on: z.optional(z.boolean()),
});

export const accountSettingsSchema = z.strictObject({
  profile: z.strictObject({ panel: accountPanel, form: kitSampleForm }),
  password: z.strictObject({ panel: accountPanel, form: kitSampleForm }),
  notifications: z.strictObject({
    panel: accountPanel,
    groups: z
      .array(
        z.strictObject({
          id: elementId,
          title: text(1, 60),
          /** The label of the switch that turns the whole group on or off. */
          allLabel: text(1, 80),
          items: z.array(switchItem).check(z.minLength(1, "list the group's switches")),
        }),
      )
      .check(z.minLength(1, "list the groups")),
  }),
  delete: z.strictObject({
    panel: accountPanel,
    button: text(1, 40),
    dialogTitle: text(1, 80),
    dialogText: text(1, 300),
    cancel: text(1, 40),
    confirm: text(1, 40),
    /** What the page says once confirmed (the sample deletes nothing). */
    done: text(1, 200),
  }),
});

export const accountSettingsFields = (
  fields: z.infer<typeof accountSettingsSchema>,
): AccountSettingsProps => fields;
