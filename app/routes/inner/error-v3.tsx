import { errorV3Hero, errorV3Page, errorV3Sections } from "~/content/templates/inner/errors";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { FeatureGrid } from "~/sections/kit/feature-grid";
import { NotFoundHero } from "~/sections/kit/not-found-hero";

export const meta = () => templateMeta(errorV3Page);
export const handle = templateHandle(errorV3Page);

export default function ErrorV3Page() {
  return (
    <>
      <NotFoundHero {...errorV3Hero} />
      <FeatureGrid {...errorV3Sections} />
    </>
  );
}
