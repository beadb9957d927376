import * as z from "zod/mini";

import { SampleForm, sampleForm } from "~/components/kit/sample-form";
import { elementId, text } from "~/lib/content/vocab/fields";
import type { Fields } from "~/lib/content/vocab/section";

import { accountPanel, HeadedPanel } from "./account-page";
import { ConfirmAction } from "./confirm-action";
import { SwitchGroups } from "./switch-groups";

const switchItem = z.strictObject({
  id: elementId.check(z.describe("Names the switch; unique on the page")),
  label: text(1, 60).check(z.describe("What the switch turns on or off")),
  description: z.optional(text(1, 200).check(z.describe("A line under the switch's label"))),
  on: z.optional(z.boolean().check(z.describe("Whether it starts on"))),
});

/**
 * The settings page as a content file writes it: two sample forms, the notification switches and
 * the delete-account confirmation, each panel with its heading.
 */
export const schema = z.strictObject({
  profile: z
    .strictObject({
      panel: accountPanel,
      form: sampleForm.check(z.describe("The profile's fields, filled with the saved values")),
    })
    .check(z.describe("The profile panel and its form")),
  password: z
    .strictObject({
      panel: accountPanel,
      form: sampleForm.check(z.describe("The form that changes the password")),
    })
    .check(z.describe("The password panel and its form")),
  notifications: z
    .strictObject({
      panel: accountPanel,
      groups: z
        .array(
          z
            .strictObject({
              id: elementId.check(z.describe("Names the group; unique on the page")),
              title: text(1, 60).check(z.describe("The group's heading")),
              allLabel: text(1, 80).check(
                z.describe("The label of the switch that turns the whole group on or off"),
              ),
              items: z
                .array(switchItem.check(z.describe("One on/off switch")))
                .check(
                  z.minLength(1, "list the group's switches"),
                  z.describe("The group's switches"),
                ),
            })
            .check(z.describe("A group of switches under a heading")),
        )
        .check(z.minLength(1, "list the groups"), z.describe("The groups of switches, in order")),
    })
    .check(z.describe("The notifications panel: switches in groups")),
  delete: z
    .strictObject({
      panel: accountPanel,
      button: text(1, 40).check(z.describe("The button that opens the confirmation")),
      dialogTitle: text(1, 80).check(z.describe("The confirmation dialog's title")),
      dialogText: text(1, 300).check(z.describe("What the dialog asks, under its title")),
      cancel: text(1, 40).check(z.describe("The dialog's button that keeps the account")),
      confirm: text(1, 40).check(z.describe("The dialog's button that deletes the account")),
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
