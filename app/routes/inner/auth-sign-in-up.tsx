import { signInUp, signInUpPage } from "~/content/templates/inner/auth";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AuthSplit } from "~/sections/kit/auth-split";

export const meta = () => templateMeta(signInUpPage);
export const handle = templateHandle(signInUpPage);

export default function AuthSignInUpPage() {
  return <AuthSplit {...signInUp} />;
}
