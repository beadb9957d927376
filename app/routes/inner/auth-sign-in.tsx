import { signIn, signInPage } from "~/content/templates/inner/auth";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AuthSplit } from "~/sections/kit/auth-split";

export const meta = () => templateMeta(signInPage);
export const handle = templateHandle(signInPage);

export default function AuthSignInPage() {
  return <AuthSplit {...signIn} />;
}
