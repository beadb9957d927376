import { recovery, recoveryPage } from "~/content/templates/inner/auth";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AuthSplit } from "~/sections/kit/auth-split";

export const meta = () => templateMeta(recoveryPage);
export const handle = templateHandle(recoveryPage);

export default function AuthPassRecoveryPage() {
  return <AuthSplit {...recovery} />;
}
