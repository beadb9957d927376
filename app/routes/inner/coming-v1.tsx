import { LaunchPanel } from "~/components/kit/launch-panel";
import { comingV1Hero, comingV1Launch, comingV1Page } from "~/content/templates/inner/coming";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { Hero } from "~/sections/kit/hero";

export const meta = () => templateMeta(comingV1Page);
export const handle = templateHandle(comingV1Page);

export default function ComingV1Page() {
  return <Hero {...comingV1Hero} below={<LaunchPanel {...comingV1Launch} />} />;
}
