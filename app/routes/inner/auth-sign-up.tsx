import { signUp, signUpPage } from "~/content/templates/inner/auth";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { AuthSplit } from "~/sections/kit/auth-split";

export const meta = () => templateMeta(signUpPage);
export const handle = templateHandle(signUpPage);

export default function AuthSignUpPage() {
  return <AuthSplit {...signUp} />;
}
