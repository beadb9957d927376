import { sliderPage, sliderProjects } from "~/content/templates/inner/portfolio";
import { templateHandle, templateMeta } from "~/lib/template-page";
import { ProjectSlider } from "~/sections/kit/project-slider";

export const meta = () => templateMeta(sliderPage);
export const handle = templateHandle(sliderPage);

export default function PortfolioSliderPage() {
  return <ProjectSlider {...sliderProjects} />;
}
