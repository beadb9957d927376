import { errorV1Hero, errorV1Page } from "~/content/templates/inner/errors";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { NotFoundHero } from "~/sections/kit/not-found";

export const meta = () => templateMeta(errorV1Page);
export const handle = templateHandle(errorV1Page);

export default function ErrorV1Page() {
  return <NotFoundHero {...errorV1Hero} />;
}
