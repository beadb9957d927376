import { LaunchPanel } from "~/components/kit/launch-panel";
import { comingV2Hero, comingV2Launch, comingV2Page } from "~/content/templates/inner/coming";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { Hero } from "~/sections/kit/hero";

export const meta = () => templateMeta(comingV2Page);
export const handle = templateHandle(comingV2Page);

export default function ComingV2Page() {
  return <Hero {...comingV2Hero} below={<LaunchPanel {...comingV2Launch} />} />;
}
