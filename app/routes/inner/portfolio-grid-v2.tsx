import {
  gridV1Cta,
  gridV2Page,
  gridV2Projects,
  gridV2Title,
} from "~/content/templates/inner/portfolio";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { KitPageTitle } from "~/sections/kit/page-title";
import { ProjectBrowser } from "~/sections/kit/project-browser";

export const meta = () => templateMeta(gridV2Page);
export const handle = templateHandle(gridV2Page);

export default function PortfolioGridV2Page() {
  return (
    <>
      <KitPageTitle {...gridV2Title} />
      <ProjectBrowser {...gridV2Projects} />
      <CtaBanner {...gridV1Cta} />
    </>
  );
}
