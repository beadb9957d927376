import { SampleForm } from "~/components/kit/sample-form";
import {
  settingsDelete,
  settingsHead,
  settingsNotifications,
  settingsPage,
  settingsPasswordForm,
  settingsProfileForm,
} from "~/content/templates/account/settings";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AccountHead, AccountPanel } from "~/sections/kit/account-page";
import { ConfirmAction } from "~/sections/kit/confirm-action";
import { SwitchGroups } from "~/sections/kit/switch-groups";

export const meta = () => templateMeta(settingsPage);
export const handle = templateHandle(settingsPage);

export default function AccountSettingsPage() {
  return (
    <>
      <AccountHead {...settingsHead} />
      <div className="acct-stack">
        <AccountPanel id="settings-profile" title="Profile">
          <SampleForm {...settingsProfileForm} />
        </AccountPanel>
        <AccountPanel id="settings-password" title="Password">
          <SampleForm {...settingsPasswordForm} />
        </AccountPanel>
        <AccountPanel id="settings-notifications" title="Notifications">
          <SwitchGroups {...settingsNotifications} />
        </AccountPanel>
        <AccountPanel id="settings-delete" title="Delete account" intro={settingsDelete.intro}>
          <ConfirmAction {...settingsDelete} />
        </AccountPanel>
      </div>
    </>
  );
}
