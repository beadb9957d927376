import { errorV2Hero, errorV2Page } from "~/content/templates/inner/errors";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { NotFoundHero } from "~/sections/kit/not-found";

export const meta = () => templateMeta(errorV2Page);
export const handle = templateHandle(errorV2Page);

export default function ErrorV2Page() {
  return <NotFoundHero {...errorV2Hero} />;
}
