import * as z from "zod/mini";

import { SampleForm, sampleForm } from "~/components/kit/sample-form";
import { elementId, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { accountPanel, HeadedPanel } from "./account-page";
import { ConfirmAction } from "./confirm-action";
import { SwitchGroups } from "./switch-groups";

const switchItem = z.strictObject({
  id: elementId,
  label: text(1, 60),
  description: z.optional(text(1, 200)),
  on: z.optional(z.boolean().check(z.describe("Whether it starts on"))),
});

/**
 * The settings page as a content file writes it: two sample forms, the notification switches and
 * the delete-account confirmation, each panel with its heading.
 */
export const schema = z.strictObject({
  profile: z.strictObject({ panel: accountPanel, form: sampleForm }),
  password: z.strictObject({ panel: accountPanel, form: sampleForm }),
  notifications: z.strictObject({
    panel: accountPanel,
    groups: z
      .array(
        z.strictObject({
          id: elementId,
          title: text(1, 60),
          allLabel: text(1, 80).check(
            z.describe("The label of the switch that turns the whole group on or off"),
          ),
          items: z.array(switchItem).check(z.minLength(1, "list the group's switches")),
        }),
      )
      .check(z.minLength(1, "list the groups")),
  }),
  delete: z
    .strictObject({
      panel: accountPanel,
      button: text(1, 40),
      dialogTitle: text(1, 80),
      dialogText: text(1, 300),
      cancel: text(1, 40),
      confirm: text(1, 40),
      done: text(1, 200).check(
        z.describe("What the page says once confirmed (the sample deletes nothing)"),
      ),
    })
    .check(z.describe("Closing the account; the panel's intro says what deleting removes")),
});

export type AccountSettingsProps = Fields<typeof schema>;

/** The settings page's panels: profile and password forms, notifications, closing the account. */
export function AccountSettings({
  profile,
  password,
  notifications,
  delete: close,
}: AccountSettingsProps) {
  const { panel: notificationsPanel, ...switches } = notifications;
  const { panel: deletePanel, ...confirm } = close;
  return (
    <div className="acct-stack">
      <HeadedPanel head={profile.panel}>
        <SampleForm {...profile.form} />
      </HeadedPanel>
      <HeadedPanel head={password.panel}>
        <SampleForm {...password.form} />
      </HeadedPanel>
      <HeadedPanel head={notificationsPanel}>
        <SwitchGroups {...switches} />
      </HeadedPanel>
      <HeadedPanel head={deletePanel}>
        <ConfirmAction {...confirm} />
      </HeadedPanel>
    </div>
  );
}
