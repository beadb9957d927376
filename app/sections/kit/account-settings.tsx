import { SampleForm, type SampleFormProps } from "~/components/kit/sample-form";

import { type AccountPanelHead, HeadedPanel } from "./account-page";
import { ConfirmAction, type ConfirmActionProps } from "./confirm-action";
import { SwitchGroups, type SwitchGroupsProps } from "./switch-groups";

export interface AccountSettingsProps {
  profile: { panel: AccountPanelHead; form: SampleFormProps };
  password: { panel: AccountPanelHead; form: SampleFormProps };
  notifications: { panel: AccountPanelHead } & SwitchGroupsProps;
  /** The panel's intro says what deleting removes. */
  delete: { panel: AccountPanelHead } & ConfirmActionProps;
}

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
