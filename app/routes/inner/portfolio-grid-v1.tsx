import {
  gridV1Cta,
  gridV1Page,
  gridV1Projects,
  gridV1Title,
} from "~/content/templates/inner/portfolio";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { CtaBanner } from "~/sections/kit/cta-banner";
import { KitPageTitle } from "~/sections/kit/page-title";
import { ProjectBrowser } from "~/sections/kit/project-browser";

export const meta = () => templateMeta(gridV1Page);
export const handle = templateHandle(gridV1Page);

export default function PortfolioGridV1Page() {
  return (
    <>
      <KitPageTitle {...gridV1Title} />
      <ProjectBrowser {...gridV1Projects} />
      <CtaBanner {...gridV1Cta} />
    </>
  );
}
